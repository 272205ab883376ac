import { currentUserQuery, messageOf } from '@daftari/api-client';
import { DEFAULT_CURRENCY } from '@daftari/contracts';
import { useSearchParams } from '@daftari/router';
import { Button, FilterTabs, LoadError, PageHeader, Skeleton, UploadIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, ExportCsvButton } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBills } from '../../api/bills.ts';
import { BillTable } from '../../components/bills/bill-list/BillTable.tsx';
import { FetchFromKraButton } from '../../components/bills/bill-list/FetchFromKraButton.tsx';
import { FirstBill, newBillButton } from '../../components/bills/bill-list/FirstBill.tsx';
import { SummaryStrip, SummaryStripSkeleton } from '../../components/bills/bill-list/SummaryStrip.tsx';
import { ImportOpenBillsDialog } from '../../components/bills/open-bills/ImportOpenBillsDialog.tsx';
import {
  BILL_TABS,
  type BillListParams,
  billListQuery,
  readBillListParams,
  writeBillListParams,
} from '../../lib/bill-list-params.ts';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' });

/** /bills: what the business owes, by status, with the totals of every bill above. */
export function BillListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readBillListParams(searchParams);
  // Every bill, unfiltered: its summary fills the strip, and its count tells a first visit from an empty tab.
  const totals = useBills({ page: 1, per_page: 1 });
  const list = useBills(billListQuery(params));
  const change = (next: Partial<BillListParams>) => setSearchParams(writeBillListParams(params, next));
  const user = useQuery(currentUserQuery);
  const [importing, setImporting] = useState(false);

  const header = (
    <PageHeader
      title="Bills"
      description="What you owe suppliers, and when it falls due."
      actions={
        <>
          <Allowed route="POST /api/etims/purchases/pull">
            <FetchFromKraButton />
          </Allowed>
          <ExportCsvButton list="bills" filters={billListQuery(params)} filename="Bills" />
          <Allowed route="POST /api/bills/import_open">
            <Button variant="ghost" onClick={() => setImporting(true)}>
              <UploadIcon />
              Import open bills
            </Button>
          </Allowed>
          {newBillButton}
          <ImportOpenBillsDialog
            open={importing}
            onOpenChange={setImporting}
            currency={user.data?.account.currency ?? DEFAULT_CURRENCY}
          />
        </>
      }
    />
  );
  const failure = totals.error ?? (list.data ? null : list.error);
  if (failure) {
    const retry = () => {
      if (totals.isError) void totals.refetch();
      if (list.isError) void list.refetch();
    };
    return (
      <>
        {header}
        <LoadError message={messageOf(failure, 'Failed to load bills')} onRetry={retry} />
      </>
    );
  }
  if (totals.data?.summary.count === 0) {
    return (
      <>
        {header}
        <FirstBill />
      </>
    );
  }
  return (
    <>
      {header}
      <div className={stack} aria-busy={!totals.data || !list.data}>
        {totals.data ? <SummaryStrip all={totals.data.summary} /> : <SummaryStripSkeleton />}
        {totals.data ? (
          <FilterTabs
            label="Show bills"
            items={BILL_TABS}
            value={params.tab}
            onChange={(tab) => change({ tab })}
          />
        ) : (
          <Skeleton width={260} height={36} />
        )}
        <BillTable data={list.data} params={params} fetching={list.isFetching} onChange={change} />
      </div>
    </>
  );
}
