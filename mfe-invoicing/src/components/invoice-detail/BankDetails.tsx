import type { Account } from '@daftari/contracts';
import { BankIcon, TextLink } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { insetPanel } from '../inset-panel.ts';

const block = cx(insetPanel, css({ order: { mdDown: 1 }, fontSize: 'sm' }));
const title = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
  color: 'fg',
  mb: '2',
});
const grid = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '1',
  '& dt': { color: 'fg.subtle' },
  '& dd': { color: 'fg', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' },
});
const hint = css({ color: 'fg.muted' });

/** Where customers pay, from Settings › Business details. */
export function BankDetails({ account }: { account: Account | undefined }) {
  const rows = account
    ? ([
        ['Bank', account.bank_name],
        ['Account name', account.bank_account_name],
        ['Account number', account.bank_account_number],
        ['Branch', account.bank_branch],
        ['Sort code', account.bank_sort_code],
        ['M-Pesa Paybill', account.mpesa_paybill],
        ['M-Pesa Till', account.till ?? null],
      ] as const)
    : [];
  const present = rows.filter(([, value]) => value && value.trim() !== '');
  return (
    <section className={block} aria-label="Payment details">
      <div className={title}>
        <BankIcon />
        Payment details
      </div>
      {present.length > 0 ? (
        <dl className={grid}>
          {present.map(([label, value]) => (
            <div key={label} className={css({ display: 'contents' })}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={hint}>
          Add your bank details in <TextLink to="/settings/business">Business details</TextLink> so customers
          know where to pay.
        </p>
      )}
    </section>
  );
}
