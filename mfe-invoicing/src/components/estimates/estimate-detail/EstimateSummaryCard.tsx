import { areaPath, contactLabel, type Estimate } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import { Link } from '@daftari/router';
import { Card } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const list = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  fontSize: 'md',
  '& > div': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' },
  '& dt': { color: 'fg.muted' },
  '& dd': { color: 'fg', fontWeight: 'medium', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});
const ruled = css({ pt: '3', borderTopWidth: '1px', borderTopStyle: 'solid', borderColor: 'border.subtle' });
const link = css({ color: 'accent.fg', fontWeight: 'medium', _hover: { textDecoration: 'underline' } });

/** The side panel: total, dates, the contact (linked to its page) and, once converted, the invoice. */
export function EstimateSummaryCard({ estimate }: { estimate: Estimate }) {
  return (
    <Card>
      <dl className={list}>
        <div>
          <dt>Total value</dt>
          <dd data-testid="side-total">{formatMoney(estimate.total, estimate.currency)}</dd>
        </div>
        <div className={ruled}>
          <dt>Created date</dt>
          <dd>{formatDateMedium(estimate.created_at)}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatDateMedium(estimate.expiry_date)}</dd>
        </div>
        <div className={ruled}>
          <dt>Contact</dt>
          <dd>
            <Link to={areaPath('contacts', estimate.contact_id)} className={link}>
              {contactLabel(estimate.contact)}
            </Link>
          </dd>
        </div>
        {estimate.invoice_id ? (
          <div>
            <dt>Invoice</dt>
            <dd>
              <Link to={areaPath('invoicing', estimate.invoice_id)} className={link}>
                View invoice
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
