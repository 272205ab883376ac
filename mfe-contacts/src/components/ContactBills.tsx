import { errorMessage } from '@daftari/api-client';
import { type BillSummary, sectionPath } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { useNavigate } from '@daftari/router';
import {
  Badge,
  type BadgeTone,
  Card,
  DataTable,
  type DataTableColumn,
  LoadError,
  WalletIcon,
} from '@daftari/ui';
import type { ReactNode } from 'react';
import { useContactBills } from '../api/bills.ts';
import { DocumentsLoading, DocumentTotals, NoDocuments, NumberLink } from './contact-documents.tsx';

const tones: Record<BillSummary['status_label'], BadgeTone> = {
  Draft: 'grey',
  Open: 'blue',
  Overdue: 'red',
  Paid: 'green',
  Void: 'grey',
};

const columns: DataTableColumn<BillSummary>[] = [
  {
    id: 'number',
    header: 'Bill number',
    cell: (bill) => <NumberLink to={sectionPath('bills', bill.id)}>{bill.bill_number}</NumberLink>,
  },
  { id: 'date', header: 'Date', cell: (bill) => formatDate(bill.issue_date) },
  { id: 'due', header: 'Due Date', cell: (bill) => formatDate(bill.due_date) },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    cell: (bill) => formatMoney(bill.balance, bill.currency),
  },
  {
    id: 'status',
    header: 'Status',
    align: 'end',
    cell: (bill) => <Badge tone={tones[bill.status_label]}>{bill.status_label}</Badge>,
  },
];

/** The bills this contact sent the business: what it owes them (GET /bills?contact_id=). */
export function ContactBills({ contactId }: { contactId: number }) {
  const navigate = useNavigate();
  const bills = useContactBills(contactId);
  const summary = bills.data?.summary;
  const rows = bills.data?.data ?? [];

  let body: ReactNode;
  if (bills.isPending) {
    body = <DocumentsLoading />;
  } else if (bills.isError) {
    body = (
      <LoadError
        title="Bills could not be loaded"
        message={errorMessage(bills.error, 'Please try again.')}
        onRetry={() => bills.refetch()}
      />
    );
  } else if (rows.length === 0 || !summary) {
    body = (
      <NoDocuments
        icon={<WalletIcon size={18} />}
        title="No bills yet"
        text="Bills from this contact show up here, with what you have paid them and what you still owe."
        action="Add a bill"
        creates="POST /api/bills"
        to={`${sectionPath('bills', 'new')}?contactId=${contactId}`}
      />
    );
  } else {
    body = (
      <>
        <DocumentTotals
          label="Bill totals"
          currency={summary.currency}
          totals={[
            { label: 'Total billed', amount: summary.total_amount },
            { label: 'Paid', amount: summary.total_paid, tone: 'success' },
            {
              label: 'You owe',
              amount: summary.total_unpaid,
              tone: summary.total_unpaid > 0 ? 'danger' : undefined,
            },
          ]}
        />
        <DataTable
          caption="Bills"
          columns={columns}
          rows={rows}
          getRowId={(bill) => String(bill.id)}
          onRowClick={(bill, event) => {
            if ((event.target as HTMLElement).closest('a, button')) return;
            navigate(sectionPath('bills', bill.id));
          }}
        />
      </>
    );
  }

  return (
    <Card title="Bills" description="What this contact has billed you, as a supplier.">
      {body}
    </Card>
  );
}
