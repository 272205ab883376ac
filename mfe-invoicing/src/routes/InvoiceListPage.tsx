import { currentUserQuery, messageOf } from '@daftari/api-client';
import { areaPath } from '@daftari/contracts';
import { DEFAULT_CURRENCY } from '@daftari/format';
import { Link, useSearchParams } from '@daftari/router';
import { Button, LoadError, MailIcon, PageHeader, RepeatIcon, TagIcon, UploadIcon, XIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, ContactPicker, ExportCsvButton } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useInvoices } from '../api/invoices.ts';
import { CreateInvoiceButton } from '../components/invoice-list/CreateInvoiceButton.tsx';
import { FirstInvoice } from '../components/invoice-list/FirstInvoice.tsx';
import { InvoiceTable } from '../components/invoice-list/InvoiceTable.tsx';
import { ListSkeleton } from '../components/invoice-list/ListSkeleton.tsx';
import { listStack, listToolbar } from '../components/invoice-list/list-styles.ts';
import { MpesaLink } from '../components/invoice-list/MpesaLink.tsx';
import { SettingsLink } from '../components/invoice-list/SettingsLink.tsx';
import { ImportOpenInvoicesDialog } from '../components/open-invoices/ImportOpenInvoicesDialog.tsx';
import { SummaryStrip, SummaryStripSkeleton } from '../components/SummaryStrip.tsx';
import { type ListParams, readListParams, writeListParams } from '../lib/list-params.ts';
import { recurringPath } from '../lib/recurring.ts';

const filterBox = css({ w: { smDown: 'full', sm: '72' } });

export function InvoiceListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const user = useQuery(currentUserQuery);
  const hasInvoices = user.data?.account.has_invoices === true;
  const query = useMemo(
    () => ({
      page: params.page,
      per_page: params.perPage,
      ...(params.contactId === null ? {} : { contact_id: params.contactId }),
    }),
    [params.page, params.perPage, params.contactId],
  );
  // The list is only asked for once the account is known to have invoices.
  const list = useInvoices(query, { enabled: hasInvoices });
  const [importing, setImporting] = useState(false);
  const currency = user.data?.account.currency ?? DEFAULT_CURRENCY;

  const change = (next: Partial<ListParams>) => setSearchParams(writeListParams(params, next));

  const header = (
    <PageHeader
      title="Invoices"
      actions={
        <>
          <Allowed route="GET /api/outbox">
            <Button asChild variant="ghost">
              <Link to={areaPath('invoicing', 'outbox')}>
                <MailIcon />
                Outbox
              </Link>
            </Button>
          </Allowed>
          <Button asChild variant="ghost">
            <Link to={recurringPath()}>
              <RepeatIcon />
              Recurring
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={areaPath('invoicing', 'price-list')}>
              <TagIcon />
              Price list
            </Link>
          </Button>
          <Allowed route="POST /api/invoices/import_open">
            <Button variant="ghost" onClick={() => setImporting(true)}>
              <UploadIcon />
              Import open invoices
            </Button>
          </Allowed>
          <MpesaLink />
          <SettingsLink />
          {hasInvoices ? (
            <ExportCsvButton
              list="invoices"
              filters={{ contact_id: params.contactId ?? undefined }}
              filename="Invoices"
            />
          ) : null}
          <CreateInvoiceButton />
          <ImportOpenInvoicesDialog open={importing} onOpenChange={setImporting} currency={currency} />
        </>
      }
    />
  );

  if (user.isPending || (hasInvoices && list.isPending)) {
    return (
      <>
        {header}
        <ListSkeleton />
      </>
    );
  }
  if (user.isError) {
    return (
      <>
        {header}
        <LoadError
          message={messageOf(user.error, 'Failed to get current user')}
          onRetry={() => void user.refetch()}
        />
      </>
    );
  }
  if (!hasInvoices) {
    return (
      <>
        {header}
        <FirstInvoice />
      </>
    );
  }

  const data = list.data;
  return (
    <>
      {header}
      <div className={listStack}>
        <div className={listToolbar}>
          <ContactPicker
            className={filterBox}
            value={params.contactId}
            onChange={(contactId) => change({ contactId })}
            placeholder="Filter by contact..."
            aria-label="Filter by contact"
          />
          {params.contactId !== null ? (
            <Button variant="ghost" size="sm" onClick={() => change({ contactId: null })}>
              <XIcon />
              Clear filter
            </Button>
          ) : null}
        </div>
        {list.isError && !data ? (
          <LoadError
            message={messageOf(list.error, 'Failed to load invoices')}
            onRetry={() => void list.refetch()}
          />
        ) : null}
        {data ? <SummaryStrip summary={data.summary} /> : <SummaryStripSkeleton />}
        <InvoiceTable
          data={data}
          params={params}
          loading={list.isPending}
          fetching={list.isFetching}
          onChange={change}
        />
      </div>
    </>
  );
}
