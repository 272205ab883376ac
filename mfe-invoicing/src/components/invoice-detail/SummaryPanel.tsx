import { areaPath, contactLabel, DEFAULT_CURRENCY, type Invoice } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import { Link } from '@daftari/router';
import { Card } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { creditedOf, creditNotesOf } from '../../lib/credit-rules.ts';
import { DueLabel, dueLabelOf } from './DueLabel.tsx';

const list = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  fontSize: 'md',
  '& > div': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' },
  '& dt': { color: 'fg.muted' },
  '& dd': { color: 'fg', fontWeight: 'medium', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});
const ruledRow = css({
  pt: '3',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.subtle',
});
const dueNote = css({ display: 'block', fontSize: 'xs', fontWeight: 'normal', color: 'fg.subtle' });
const contactLink = css({
  color: 'accent.fg',
  fontWeight: 'medium',
  _hover: { textDecoration: 'underline' },
});

/**
 * The side panel, in the invoice's currency: total, paid, credited (once there are credit notes) and balance;
 * for another currency than the books' (KES), its total in KES at its rate; created and due dates; the
 * contact, linked to its page.
 */
export function SummaryPanel({ invoice }: { invoice: Invoice }) {
  const { currency, contact } = invoice;
  const dueLabel = dueLabelOf(invoice);
  return (
    <Card>
      <dl className={list}>
        <div>
          <dt>Total value</dt>
          <dd data-testid="side-total">{formatMoney(invoice.total, currency)}</dd>
        </div>
        <div>
          <dt>Total Paid</dt>
          <dd data-testid="side-paid">{formatMoney(invoice.paid_amount, currency)}</dd>
        </div>
        {creditNotesOf(invoice).length > 0 ? (
          <div>
            <dt>Credited</dt>
            <dd data-testid="side-credited">{formatMoney(creditedOf(invoice), currency)}</dd>
          </div>
        ) : null}
        <div className={ruledRow}>
          <dt>Balance</dt>
          <dd data-testid="side-balance">{formatMoney(invoice.balance, currency)}</dd>
        </div>
        {currency !== DEFAULT_CURRENCY && invoice.total_in_books !== undefined ? (
          <div>
            <dt>In {DEFAULT_CURRENCY}</dt>
            <dd data-testid="side-in-books">
              {formatMoney(invoice.total_in_books, DEFAULT_CURRENCY)}
              <span className={dueNote}>
                at {invoice.exchange_rate} {DEFAULT_CURRENCY} per {currency}
              </span>
            </dd>
          </div>
        ) : null}
        <div className={ruledRow}>
          <dt>Created date</dt>
          <dd>{formatDateMedium(invoice.created_at)}</dd>
        </div>
        <div>
          <dt>Due date</dt>
          <dd>
            {formatDateMedium(invoice.due_date)}
            {dueLabel ? <DueLabel label={dueLabel} className={dueNote} /> : null}
          </dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>
            {contact ? (
              <Link to={areaPath('contacts', invoice.contact_id)} className={contactLink}>
                {contactLabel(contact)}
              </Link>
            ) : (
              'Unknown'
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
