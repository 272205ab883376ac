import { areaPath, type RecurringInvoice } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { css } from '@daftari/ui/styled-system/css';

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none' });
const link = css({ color: 'accent.fg', fontWeight: 'medium', _hover: { textDecoration: 'underline' } });
const more = css({ color: 'fg.subtle' });

/** The latest invoices a series issued, each a link to its page ('None yet' before the first). */
export function SeriesInvoiceLinks({ series, max = 3 }: { series: RecurringInvoice; max?: number }) {
  if (series.invoices.length === 0) return <span className={more}>None yet</span>;
  const shown = series.invoices.slice(0, max);
  const hidden = series.invoices.length - shown.length;
  return (
    <ul className={list}>
      {shown.map((invoice) => (
        <li key={invoice.id}>
          <Link className={link} to={areaPath('invoicing', invoice.id)}>
            {invoice.invoice_number}
          </Link>
        </li>
      ))}
      {hidden > 0 ? <li className={more}>+{hidden} more</li> : null}
    </ul>
  );
}
