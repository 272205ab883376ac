import { currentUserQuery, errorMessage, messageOf } from '@daftari/api-client';
import type { YearEnd } from '@daftari/contracts';
import { addDays, calendarDayIn, DEFAULT_TIME_ZONE, formatDateLong, formatMoney } from '@daftari/format';
import { Badge, Button, Card, ConfirmDialog, EmptyState, LoadError, Skeleton, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { rowDetail, rowItem, rowList, rowTitle } from '../row-list-styles.ts';
import { actionableYears, useCloseYear, useReopenYear, useYearEnds } from './use-year-ends.ts';

const CLOSE_ROUTE = 'POST /api/ledger/year_ends';
const REOPEN_ROUTE = 'DELETE /api/ledger/year_ends/:year_end';
const READ_ROUTE = 'GET /api/ledger/year_ends';

const note = css({ fontSize: 'sm', color: 'fg.subtle', mt: '3' });

const span = (year: YearEnd) => `${formatDateLong(year.year_start)} – ${formatDateLong(year.year_end)}`;

interface YearRowProps {
  year: YearEnd;
  today: string;
  timeZone: string;
  currency: string;
  action: ReactNode;
}

function YearRow({ year, today, timeZone, currency, action }: YearRowProps) {
  const current = year.status === 'open' && year.year_end >= today;
  const badge =
    year.status === 'closed' ? (
      <Badge tone="green">Closed</Badge>
    ) : current ? (
      <Badge tone="blue">This year</Badge>
    ) : (
      <Badge tone="amber">Open</Badge>
    );
  return (
    <li className={rowItem} aria-label={`Year ending ${formatDateLong(year.year_end)}`}>
      <div>
        <div className={rowTitle}>
          {span(year)}
          {badge}
        </div>
        <div className={rowDetail}>
          {current ? 'Profit to date' : 'Profit'} {formatMoney(year.profit, currency)}
          {year.closed_at
            ? ` · Closed ${formatDateLong(calendarDayIn(timeZone, new Date(year.closed_at)))}${year.closed_by ? ` by ${year.closed_by}` : ''}`
            : ''}
        </div>
      </div>
      {action}
    </li>
  );
}

/**
 * Settings › Lock date's year-end close: the financial years with their profit and status; closing the
 * earliest ended open year (owner, accountant), after a confirmation naming what 3100 Retained earnings will
 * show; reopening the latest closed one (owner). A close posts nothing: the balance sheet stays as it is.
 */
export function YearEndCard() {
  const may = useMayCall();
  const user = useQuery(currentUserQuery);
  const years = useYearEnds(may(READ_ROUTE));
  const close = useCloseYear();
  const reopen = useReopenYear();
  const [confirm, setConfirm] = useState<{ kind: 'close' | 'reopen'; year: YearEnd } | null>(null);
  if (!may(READ_ROUTE)) return null;

  const account = user.data?.account;
  const currency = account?.currency ?? 'KES';
  const timeZone = account?.time_zone ?? DEFAULT_TIME_ZONE;
  const today = calendarDayIn(timeZone, new Date());
  const { closable, reopenable } = actionableYears(years.data ?? [], today);
  const money = (amount: number) => formatMoney(amount, currency);

  const onClose = (year: YearEnd) =>
    close.mutate(year.year_end, {
      onSuccess: (closed) => {
        setConfirm(null);
        toast.success(`The year ending ${formatDateLong(year.year_end)} is closed`, {
          description: `Retained earnings ${money(closed.balance_sheet.retained_earnings_after)}, current year earnings ${money(closed.balance_sheet.current_year_earnings_after)}: as before.`,
        });
      },
      onError: (failure) => {
        setConfirm(null);
        toast.error('The year was not closed', { description: errorMessage(failure, 'Please try again.') });
      },
    });
  const onReopen = (year: YearEnd) =>
    reopen.mutate(year.year_end, {
      onSuccess: () => {
        setConfirm(null);
        toast.success(`The year ending ${formatDateLong(year.year_end)} is open again`);
      },
      onError: (failure) => {
        setConfirm(null);
        toast.error('The year was not reopened', { description: errorMessage(failure, 'Please try again.') });
      },
    });

  const actionOf = (year: YearEnd) => {
    if (year === closable && may(CLOSE_ROUTE))
      return (
        <Button size="sm" onClick={() => setConfirm({ kind: 'close', year })}>
          Close year
        </Button>
      );
    if (year === reopenable && may(REOPEN_ROUTE))
      return (
        <Button size="sm" variant="outline" onClick={() => setConfirm({ kind: 'reopen', year })}>
          Reopen
        </Button>
      );
    return null;
  };

  const closing = confirm?.kind === 'close' ? confirm.year : null;
  return (
    <Card
      title="Year-end close"
      description="Close a financial year once it has ended: it is locked, and its profit shows in 3100 Retained earnings. Nothing is posted; the balance sheet already carries earlier years there."
    >
      {years.isError ? (
        <LoadError
          title="The financial years could not be loaded"
          message={messageOf(years.error, 'Please try again.')}
          onRetry={() => void years.refetch()}
        />
      ) : years.data?.length === 0 ? (
        <EmptyState
          icon={null}
          title="No financial years yet"
          description="The first year shows here once something is posted to the books."
        />
      ) : years.data ? (
        <ul className={rowList} aria-label="Financial years">
          {years.data.map((year) => (
            <YearRow
              key={year.year_end}
              year={year}
              today={today}
              timeZone={timeZone}
              currency={currency}
              action={actionOf(year)}
            />
          ))}
        </ul>
      ) : (
        <div role="status" aria-label="Loading the financial years">
          <Skeleton lines={3} />
        </div>
      )}
      {years.data && !may(CLOSE_ROUTE) ? (
        <p className={note}>An owner or an accountant closes a year.</p>
      ) : null}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={closing ? `Close the year ending ${formatDateLong(closing.year_end)}?` : ''}
        description={
          closing ? (
            <>
              Its profit of {money(closing.profit)} is carried into 3100 Retained earnings, which shows{' '}
              {money(closing.retained_earnings)} from {formatDateLong(addDays(closing.year_end, 1))}. Nothing
              is posted: the balance sheet and the profit and loss stay as they are. The books are locked
              through {formatDateLong(closing.year_end)} (a later lock date stays).
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Close year"
        pendingLabel="Closing..."
        pending={close.isPending}
        onConfirm={() => closing && onClose(closing)}
      />
      <ConfirmDialog
        open={confirm?.kind === 'reopen'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={
          confirm?.kind === 'reopen' ? `Reopen the year ending ${formatDateLong(confirm.year.year_end)}?` : ''
        }
        description="Its figures can change again. The lock date goes back to what it was before the close, unless it was changed since."
        confirmLabel="Reopen year"
        pendingLabel="Reopening..."
        pending={reopen.isPending}
        onConfirm={() => confirm?.kind === 'reopen' && onReopen(confirm.year)}
      />
    </Card>
  );
}
