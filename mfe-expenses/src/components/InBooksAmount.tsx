import type { Expense } from '@daftari/contracts';
import { DEFAULT_CURRENCY, formatMoney } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';

type Priced = Pick<Expense, 'currency' | 'exchange_rate' | 'total_in_books'>;

const muted = css({ display: 'block', color: 'fg.muted', fontSize: 'xs', whiteSpace: 'nowrap' });
const note = css({ color: 'fg.muted', fontSize: 'sm' });

/** Whether a document's amounts are in another currency than the books', with its total in the books'. */
const foreign = (document: Priced): document is Priced & { total_in_books: number } =>
  document.currency !== DEFAULT_CURRENCY && document.total_in_books !== undefined;

/** Under a foreign expense's total in a list: what the books hold, in their currency. */
export function InBooksAmount({ document }: { document: Priced }) {
  if (!foreign(document)) return null;
  return (
    <span className={muted} data-testid="in-books">
      {formatMoney(document.total_in_books, DEFAULT_CURRENCY)}
    </span>
  );
}

/** A saved foreign expense's total in the books' currency, and the rate it was booked at. */
export function InBooksNote({ document }: { document: Priced }) {
  if (!foreign(document)) return null;
  return (
    <p className={note} data-testid="in-books-note">
      Booked as {formatMoney(document.total_in_books, DEFAULT_CURRENCY)} at {document.exchange_rate}{' '}
      {DEFAULT_CURRENCY} per {document.currency}.
    </p>
  );
}
