import type { ChartAccount } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Link } from '@daftari/router';
import { Badge, Button, Card, Menu, type MenuItem, MoreHorizontalIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { generalLedgerPath } from '../../lib/links.ts';

export interface AccountActions {
  onEdit: (account: ChartAccount) => void;
  onArchive: (account: ChartAccount, archived: boolean) => void;
  onDelete: (account: ChartAccount) => void;
}

interface AccountGroupProps extends AccountActions {
  title: string;
  accounts: ChartAccount[];
  currency: string | undefined;
}

const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' });
const cell = css({
  py: '2.5',
  px: '2',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
  verticalAlign: 'middle',
});
const numberCell = css({
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
  w: { base: '14', md: '20' },
});
const nameCell = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const balanceCell = css({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const balanceLink = css({
  fontWeight: 'medium',
  color: 'fg',
  _hover: { color: 'accent.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
});
const actionsCell = css({ w: '10', textAlign: 'right' });
const archivedRow = css({ color: 'fg.subtle' });
const empty = css({ color: 'fg.subtle', fontSize: 'sm', py: '2' });

function itemsFor(account: ChartAccount, actions: AccountActions): MenuItem[] {
  const items: MenuItem[] = [
    { value: 'edit', label: 'Rename or renumber', onSelect: () => actions.onEdit(account) },
  ];
  // The posting rules post to a system account: it is never archived or deleted.
  if (!account.system) {
    items.push(
      account.archived
        ? { value: 'unarchive', label: 'Unarchive', onSelect: () => actions.onArchive(account, false) }
        : { value: 'archive', label: 'Archive', onSelect: () => actions.onArchive(account, true) },
      {
        value: 'delete',
        label: 'Delete',
        tone: 'danger',
        separatorBefore: true,
        onSelect: () => actions.onDelete(account),
      },
    );
  }
  return items;
}

/** One type of account (assets, liabilities…): number, name, balance linked to its general ledger. */
export function AccountGroup({ title, accounts, currency, ...actions }: AccountGroupProps) {
  return (
    <Card title={title}>
      {accounts.length === 0 ? (
        <p className={empty}>No {title.toLowerCase()} accounts.</p>
      ) : (
        <table className={table} aria-label={title}>
          <thead className={css({ srOnly: true })}>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Name</th>
              <th scope="col">Balance</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id} className={account.archived ? archivedRow : undefined}>
                <td className={`${cell} ${numberCell}`}>{account.number}</td>
                <td className={cell}>
                  <span className={nameCell}>
                    {account.name}
                    {account.system ? <Badge tone="grey">System</Badge> : null}
                    {account.archived ? <Badge tone="amber">Archived</Badge> : null}
                  </span>
                </td>
                <td className={`${cell} ${balanceCell}`}>
                  <Link
                    to={generalLedgerPath(account.id)}
                    className={balanceLink}
                    aria-label={`Balance of ${account.name}: ${formatMoney(account.balance, currency)}`}
                  >
                    {formatMoney(account.balance, currency)}
                  </Link>
                </td>
                <td className={`${cell} ${actionsCell}`}>
                  <Allowed route="PUT /api/ledger_accounts/:id">
                    <Menu
                      trigger={
                        <Button variant="ghost" size="icon" aria-label={`Actions for ${account.name}`}>
                          <MoreHorizontalIcon />
                        </Button>
                      }
                      items={itemsFor(account, actions)}
                    />
                  </Allowed>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
