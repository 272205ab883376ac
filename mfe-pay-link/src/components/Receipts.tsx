import type { PublicInvoicePayment } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';
import { useId } from 'react';

const heading = css({ textStyle: 'overline', color: 'fg.muted' });
const list = css({
  listStyle: 'none',
  m: '0',
  mt: '2',
  p: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
});
const item = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '4',
  fontSize: 'md',
  flexWrap: 'wrap',
});
const what = css({ color: 'fg', fontVariantNumeric: 'tabular-nums' });
const link = css({ color: 'accent.fg', fontWeight: 'medium', textDecoration: 'underline' });

/** The receipts of the invoice's payments, each a PDF download (its path under /api). */
export function Receipts({ payments, currency }: { payments: PublicInvoicePayment[]; currency: string }) {
  const headingId = useId();
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        Receipts
      </h2>
      <ul className={list}>
        {payments.map((payment) => (
          <li key={payment.id} className={item}>
            <span className={what}>
              {formatMoney(payment.amount, currency)} on {formatDateMedium(payment.paid_on)}
            </span>
            <a className={link} href={`/api${payment.receipt_path}`} download>
              Receipt {payment.receipt_number}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
