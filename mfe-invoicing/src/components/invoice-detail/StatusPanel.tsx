import { messageOf } from '@daftari/api-client';
import type { Invoice } from '@daftari/contracts';
import { formatDateMedium, paymentTerms } from '@daftari/format';
import { Button, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import { useUpdateInvoice } from '../../api/invoices.ts';
import { isVoid } from '../../lib/invoice-rules.ts';
import { StatusTracker } from '../StatusTracker.tsx';
import { detailPanel } from './detail-styles.ts';
import { useInvoicePermissions } from './use-invoice-permissions.ts';

const top = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  flexWrap: 'wrap',
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: { smDown: '1fr 1fr', sm: 'repeat(3, max-content)' },
  columnGap: '10',
  rowGap: '3',
  '&:not(:first-child)': {
    pt: '4',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderColor: 'border.subtle',
  },
});
const factLabel = css({ fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' });
const factValue = css({ fontSize: 'md', color: 'fg', fontWeight: 'medium', mt: '0.5' });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className={factLabel}>{label}</div>
      <div className={factValue}>{children}</div>
    </div>
  );
}

/**
 * Where the invoice stands (Draft, Sent, Paid; a void invoice's banner says it instead), 'Mark as Sent' for
 * a draft (for a role that may change it), and its number and terms.
 */
export function StatusPanel({ invoice }: { invoice: Invoice }) {
  const update = useUpdateInvoice(invoice.id);
  const may = useInvoicePermissions(invoice);
  const markAsSent = () =>
    update.mutate(
      { invoice: { status: 'sent' } },
      {
        onSuccess: () => toast.success('Invoice marked as sent'),
        onError: (error) => toastError('Failed to update invoice', messageOf(error, '')),
      },
    );

  return (
    <section className={detailPanel} aria-label="Status">
      {isVoid(invoice) ? null : (
        <div className={top}>
          <StatusTracker status={invoice.status} />
          {invoice.status === 'draft' && may.edit ? (
            <Button onClick={markAsSent} loading={update.isPending} loadingText="Marking...">
              Mark as Sent
            </Button>
          ) : null}
        </div>
      )}
      <div className={facts}>
        <Fact label="Invoice number">{invoice.invoice_number}</Fact>
        <Fact label="Issue date">{formatDateMedium(invoice.issue_date)}</Fact>
        <Fact label="Payment Terms">{paymentTerms(invoice.issue_date, invoice.due_date)}</Fact>
      </div>
    </section>
  );
}
