import type { JournalEntry } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { Link } from '@daftari/router';
import { Badge, Button } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, DocumentHistory } from '@daftari/ui/widgets';
import { generalLedgerPath, sourcePath } from '../../lib/links.ts';
import { sourceLabel } from '../../lib/source-types.ts';

interface JournalEntryCardProps {
  entry: JournalEntry;
  currency: string | undefined;
  onReverse: (entry: JournalEntry) => void;
}

const card = css({ layerStyle: 'surface', borderRadius: 'xl', p: { base: '4', md: '5' } });
const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mb: '3' });
const number = css({ fontWeight: 'semibold' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const spacer = css({ flex: '1' });
const link = css({ color: 'accent.fg', fontSize: 'sm', _hover: { textDecoration: 'underline' } });
const tableWrap = css({ overflowX: 'auto' });
// A fixed layout keeps the columns of every entry in line with each other.
const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  tableLayout: 'fixed',
});
const th = css({ color: 'fg.muted', fontWeight: 'medium', py: '1.5', px: '2' });
const thText = css({ textAlign: 'left' });
const accountCol = css({ w: { md: '40%' } });
const amountCol = css({ w: { base: '7.5rem', md: '9rem' } });
// On a phone the description gives its room to the amounts.
const wideOnly = css({ display: { base: 'none', md: 'table-cell' } });
const td = css({ py: '1.5', px: '2', borderTopWidth: '1px', borderTopStyle: 'solid', borderColor: 'border' });
const num = css({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** A manual entry not yet reversed, and not itself a reversal, can be reversed. */
export const canReverse = (entry: JournalEntry) =>
  entry.source_type === 'manual' && entry.reversed_by === null && entry.reversal_of === null;

/** One entry with its lines: accounts (linked to their general ledger), debits and credits. */
export function JournalEntryCard({ entry, currency, onReverse }: JournalEntryCardProps) {
  const source = sourcePath(entry);
  const amount = (value: number) => (value === 0 ? '' : formatMoney(value, currency));
  return (
    <article className={card} aria-label={`Journal entry ${entry.number}`}>
      <div className={head}>
        <span className={number}>{entry.number}</span>
        <span className={muted}>{formatDate(entry.date)}</span>
        <Badge tone="grey">{sourceLabel(entry.source_type)}</Badge>
        {entry.reversed_by !== null ? <Badge tone="amber">Reversed</Badge> : null}
        {entry.reversal_of !== null ? <Badge tone="blue">Reversal</Badge> : null}
        {source ? (
          <Link to={source} className={link}>
            Open {sourceLabel(entry.source_type).toLowerCase()}
          </Link>
        ) : null}
        <span className={spacer} />
        {canReverse(entry) ? (
          <Allowed route="POST /api/journal_entries/:id/reverse">
            <Button variant="outline" size="sm" onClick={() => onReverse(entry)}>
              Reverse
            </Button>
          </Allowed>
        ) : null}
      </div>
      {entry.memo ? <p className={muted}>{entry.memo}</p> : null}
      <div className={tableWrap}>
        <table className={table}>
          <thead>
            <tr>
              <th className={`${th} ${thText} ${accountCol}`} scope="col">
                Account
              </th>
              <th className={`${th} ${thText} ${wideOnly}`} scope="col">
                Description
              </th>
              <th className={`${th} ${num} ${amountCol}`} scope="col">
                Debit
              </th>
              <th className={`${th} ${num} ${amountCol}`} scope="col">
                Credit
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.lines.map((line) => (
              <tr key={line.id}>
                <td className={td}>
                  <Link to={generalLedgerPath(line.ledger_account_id)} className={link}>
                    {line.account_number} · {line.account_name}
                  </Link>
                </td>
                <td className={`${td} ${muted} ${wideOnly}`}>{line.description}</td>
                <td className={`${td} ${num}`}>{amount(line.debit)}</td>
                <td className={`${td} ${num}`}>{amount(line.credit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DocumentHistory
        documents="journal_entries"
        id={String(entry.id)}
        inline
        label={`History of journal entry ${entry.number}`}
      />
    </article>
  );
}
