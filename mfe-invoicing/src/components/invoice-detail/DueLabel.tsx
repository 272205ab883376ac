import type { Invoice } from '@daftari/contracts';
import { dueDateLabel } from '@daftari/format';
import { css, cx } from '@daftari/ui/styled-system/css';

const overdue = css({ color: 'danger.fg' });

/** How the due date stands ('Due in 3 days', 'Overdue', ...); '' once paid or void, when nothing is due. */
export const dueLabelOf = (invoice: Pick<Invoice, 'status' | 'due_date'>) =>
  invoice.status === 'paid' || invoice.status === 'void' ? '' : dueDateLabel(invoice.due_date);

/** The due label, in the danger colour when overdue. */
export function DueLabel({ label, className }: { label: string; className?: string }) {
  return <span className={cx(className, label === 'Overdue' && overdue)}>{label}</span>;
}
