import { currentUserQuery, messageOf } from '@daftari/api-client';
import type { UnmatchedMpesaPayment } from '@daftari/contracts';
import { DEFAULT_TIME_ZONE, pluralize } from '@daftari/format';
import { Link, useSearchParams } from '@daftari/router';
import {
  BackLink,
  BankIcon,
  Button,
  DataTable,
  EmptyState,
  FilterTabs,
  ListPager,
  LoadError,
  PageHeader,
  WalletIcon,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useUnmatchedMpesaPayments } from '../api/mpesa.ts';
import { AssignPaymentDialog } from '../components/mpesa/AssignPaymentDialog.tsx';
import { unmatchedColumns } from '../components/mpesa/unmatched-columns.tsx';
import {
  readUnmatchedParams,
  UNMATCHED_TABS,
  type UnmatchedParams,
  writeUnmatchedParams,
} from '../lib/mpesa.ts';
import { INVOICE_LIST_PATH } from '../lib/navigation.ts';
import { SETTINGS_PATH } from '../lib/recurring.ts';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

const settingsButton = (
  <Button asChild variant="ghost">
    <Link to={SETTINGS_PATH}>
      <BankIcon />
      Paybill settings
    </Link>
  </Button>
);

/**
 * /work/invoicing/mpesa: the paybill payments that paid nothing known (an account number matching no invoice,
 * or more than an invoice's balance), for the owner to assign; and those already assigned.
 */
export function MpesaPage() {
  const [search, setSearch] = useSearchParams();
  const params = readUnmatchedParams(search);
  const list = useUnmatchedMpesaPayments({
    status: params.status,
    page: params.page,
    per_page: params.perPage,
  });
  const timeZone = useQuery(currentUserQuery).data?.account.time_zone ?? DEFAULT_TIME_ZONE;
  const [assigning, setAssigning] = useState<UnmatchedMpesaPayment | null>(null);
  const change = (next: Partial<UnmatchedParams>) => setSearch(writeUnmatchedParams(params, next));
  const nothingWaiting =
    params.status === 'open' &&
    params.page === 1 &&
    !list.isPlaceholderData &&
    list.data?.meta.total_count === 0;

  return (
    <>
      <PageHeader
        eyebrow={<BackLink to={INVOICE_LIST_PATH}>Invoices</BackLink>}
        title="M-Pesa payments"
        description="Paybill payments that did not find their invoice by themselves."
        actions={settingsButton}
      />
      <div className={stack}>
        <FilterTabs
          label="Show payments"
          items={UNMATCHED_TABS}
          value={params.status}
          onChange={(status) => change({ status })}
        />
        {list.isError && !list.data ? (
          <LoadError
            title="M-Pesa payments could not be loaded"
            message={messageOf(list.error, 'Please try again.')}
            onRetry={() => void list.refetch()}
          />
        ) : nothingWaiting ? (
          <EmptyState
            icon={<WalletIcon size={24} />}
            title="No unmatched M-Pesa payments"
            description="A paybill payment whose account number is an invoice number is recorded on that invoice by itself. One that names no invoice, or pays more than the balance, waits here for you to assign it."
          >
            {settingsButton}
          </EmptyState>
        ) : (
          <DataTable
            caption="Unmatched M-Pesa payments"
            columns={unmatchedColumns({ timeZone, onAssign: setAssigning })}
            rows={list.data?.data ?? []}
            getRowId={(payment) => String(payment.id)}
            loading={list.isPending}
            loadingText="Loading M-Pesa payments..."
            emptyText={
              params.status === 'open' ? 'No payment is waiting on this page.' : 'No payment assigned yet.'
            }
            footer={
              <ListPager
                meta={list.data?.meta}
                params={params}
                onChange={change}
                disabled={list.isFetching}
                summary={list.data ? pluralize(list.data.meta.total_count, 'payment') : ''}
              />
            }
          />
        )}
      </div>
      <AssignPaymentDialog payment={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
