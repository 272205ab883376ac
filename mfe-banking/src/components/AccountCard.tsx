import type { MoneyAccount } from '@daftari/contracts';
import { formatDate, formatDateTimeIn, pluralize } from '@daftari/format';
import { Link } from '@daftari/router';
import { Badge, LinkButton, textLinkStyle } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { bankingPaths } from '../lib/paths.ts';
import { Money } from './Money.tsx';

const card = css({
  display: 'grid',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'bg.surface',
});
const head = css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'flex-start' });
const title = css({ textStyle: 'heading.sm', fontWeight: 'semibold' });
const sub = css({ fontSize: 'sm', color: 'fg.muted' });
const figures = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' });
const label = css({ fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' });
const figure = css({ fontSize: 'lg', fontWeight: 'semibold' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

export const KIND_LABELS: Record<MoneyAccount['kind'], string> = {
  bank: 'Bank',
  mpesa: 'M-Pesa',
  cash: 'Cash',
  card: 'Card',
  paystack: 'Paystack',
};

/** One money account: its ledger balance beside its last statement's, what is left to match, its last import. */
export function AccountCard({ account, timeZone }: { account: MoneyAccount; timeZone: string }) {
  const { currency } = account;
  const unmatched = account.unmatched_count;
  return (
    <article className={card} aria-label={account.name}>
      <div className={head}>
        <div>
          <h2 className={title}>{account.name}</h2>
          <div className={sub}>
            {account.number}
            {account.institution ? ` · ${account.institution}` : ''}
          </div>
        </div>
        <Badge tone="grey" dot={false}>
          {KIND_LABELS[account.kind]}
        </Badge>
      </div>
      <div className={figures}>
        <div>
          <div className={label}>In the books</div>
          <div className={figure}>
            <Money value={account.ledger_balance} currency={currency} />
          </div>
        </div>
        <div>
          <div className={label}>Statement</div>
          {account.statement_balance === null ? (
            <div className={sub}>No statement yet</div>
          ) : (
            <>
              <div className={figure}>
                <Money value={account.statement_balance} currency={currency} />
              </div>
              <div className={sub}>
                {account.statement_date ? `on ${formatDate(account.statement_date)}` : ''}
              </div>
            </>
          )}
        </div>
      </div>
      <div className={sub}>
        {unmatched > 0 ? (
          <Link className={textLinkStyle} to={bankingPaths.inbox(account.ledger_account_id)}>
            {pluralize(unmatched, 'line')} to match
          </Link>
        ) : (
          'Nothing to match'
        )}
        {' · '}
        {account.last_import_at
          ? `last import ${formatDateTimeIn(timeZone, account.last_import_at)}`
          : 'never imported'}
      </div>
      <div className={actions}>
        <Allowed route="POST /api/bank_accounts/:id/statements">
          <LinkButton size="sm" to={bankingPaths.importFor(account.ledger_account_id)}>
            Import statement
          </LinkButton>
        </Allowed>
        <LinkButton size="sm" variant="outline" to={bankingPaths.reconcile(account.ledger_account_id)}>
          Reconcile
        </LinkButton>
        {account.kind === 'paystack' ? (
          <LinkButton size="sm" variant="outline" to={bankingPaths.payouts(account.ledger_account_id)}>
            Payouts
          </LinkButton>
        ) : null}
      </div>
    </article>
  );
}
