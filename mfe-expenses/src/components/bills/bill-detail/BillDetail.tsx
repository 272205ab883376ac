import { messageOf } from '@daftari/api-client';
import { areaPath, type Bill, billActions, contactLabel, sectionPath } from '@daftari/contracts';
import { formatDate } from '@daftari/format';
import { useNavigate } from '@daftari/router';
import {
  Button,
  Card,
  ConfirmDialog,
  LinkButton,
  PencilIcon,
  RecordHeader,
  TextLink,
  toast,
  toastError,
  WalletIcon,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { DocumentHistory, useMayCall } from '@daftari/ui/widgets';
import { useState } from 'react';
import { useDeleteBill, useVoidBill } from '../../../api/bills.ts';
import { billDueText } from '../../../lib/bill-due.ts';
import { BillEtimsBadge } from '../BillEtimsBadge.tsx';
import { BillStatusBadge } from '../BillStatusBadge.tsx';
import { AttachmentCard } from './AttachmentCard.tsx';
import { LinesCard } from './LinesCard.tsx';
import { PaymentsCard } from './PaymentsCard.tsx';
import { RecordBillPaymentDialog } from './RecordBillPaymentDialog.tsx';

const subtitle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
  color: 'fg.muted',
});
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
  gap: '5',
  alignItems: 'start',
});
const column = css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' });
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '2',
  fontSize: 'sm',
});
const factLabel = css({ color: 'fg.muted' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

type Dialogs = 'payment' | 'void' | 'delete' | null;

/** One bill: what it is for, what is still owed, its payments, its document, and what can be done with it. */
export function BillDetail({ bill }: { bill: Bill }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Dialogs>(null);
  const voidBill = useVoidBill(bill.id);
  const deleteBill = useDeleteBill(bill.id);
  const may = useMayCall();
  const due = billDueText(bill);
  const vendorPath = areaPath('contacts', bill.contact_id);
  const closeOn = (dialog: Dialogs) => (isOpen: boolean) => setOpen(isOpen ? dialog : null);

  const confirmVoid = () =>
    voidBill.mutate(undefined, {
      onSuccess: () => {
        toast.success('Bill voided', { description: `Bill ${bill.bill_number} no longer counts as owed.` });
        setOpen(null);
      },
      onError: (error) => toastError('Failed to void the bill', messageOf(error, '')),
    });
  const confirmDelete = () =>
    deleteBill.mutate(undefined, {
      onSuccess: () => {
        toast.success('Draft deleted');
        navigate(sectionPath('bills'), { replace: true });
      },
      onError: (error) => toastError('Failed to delete the bill', messageOf(error, '')),
    });

  // The API's own rules (contracts' billActions, and the permission table for the role): no button the API
  // would refuse.
  const offered = billActions(bill);
  const allowed = {
    edit: offered.edit && may('PUT /api/bills/:id'),
    void: offered.void && may('POST /api/bills/:id/void'),
    delete: offered.delete && may('DELETE /api/bills/:id'),
    pay: offered.pay && may('POST /api/bills/:id/payments'),
  };
  return (
    <>
      <RecordHeader
        title={`Bill ${bill.bill_number}`}
        subtitle={
          <p className={subtitle}>
            <BillStatusBadge label={bill.status_label} />
            {bill.etims ? <BillEtimsBadge etims={bill.etims} /> : null}
            <span>
              from <TextLink to={vendorPath}>{contactLabel(bill.contact)}</TextLink>
            </span>
            {due ? <span>{due}</span> : null}
          </p>
        }
        actions={
          <div className={actions}>
            {allowed.edit ? (
              <LinkButton to={sectionPath('bills', bill.id, 'edit')} variant="outline" icon={<PencilIcon />}>
                Edit
              </LinkButton>
            ) : null}
            {allowed.void ? (
              <Button variant="outline" onClick={() => setOpen('void')}>
                Void
              </Button>
            ) : null}
            {allowed.delete ? (
              <Button variant="outline" onClick={() => setOpen('delete')}>
                Delete
              </Button>
            ) : null}
            {allowed.pay ? (
              <Button onClick={() => setOpen('payment')}>
                <WalletIcon />
                Record payment
              </Button>
            ) : null}
          </div>
        }
      />
      <div className={grid}>
        <div className={column}>
          <LinesCard bill={bill} />
          {bill.attachment ? <AttachmentCard bill={{ ...bill, attachment: bill.attachment }} /> : null}
          <DocumentHistory documents="bills" id={String(bill.id)} />
        </div>
        <div className={column}>
          <Card title="Details">
            <dl className={facts}>
              <dt className={factLabel}>Vendor</dt>
              <dd>
                <TextLink to={vendorPath}>{contactLabel(bill.contact)}</TextLink>
              </dd>
              <dt className={factLabel}>Bill number</dt>
              <dd>{bill.bill_number}</dd>
              <dt className={factLabel}>Bill date</dt>
              <dd>{formatDate(bill.issue_date)}</dd>
              <dt className={factLabel}>Due date</dt>
              <dd>{formatDate(bill.due_date)}</dd>
              {bill.etims ? (
                <>
                  <dt className={factLabel}>CU invoice number</dt>
                  <dd>{bill.etims.cu_invoice_number}</dd>
                  <dt className={factLabel}>Supplier's KRA PIN</dt>
                  <dd>{bill.etims.supplier_pin}</dd>
                  {bill.etims.error && bill.etims.status !== 'confirmed' ? (
                    <>
                      <dt className={factLabel}>KRA said</dt>
                      <dd>{bill.etims.error}</dd>
                    </>
                  ) : null}
                </>
              ) : null}
              {bill.notes ? (
                <>
                  <dt className={factLabel}>Notes</dt>
                  <dd className={css({ whiteSpace: 'pre-wrap' })}>{bill.notes}</dd>
                </>
              ) : null}
            </dl>
          </Card>
          <PaymentsCard bill={bill} />
        </div>
      </div>
      <RecordBillPaymentDialog bill={bill} open={open === 'payment'} onOpenChange={closeOn('payment')} />
      <ConfirmDialog
        open={open === 'void'}
        onOpenChange={closeOn('void')}
        title={`Void bill ${bill.bill_number}?`}
        description="The bill stays on record but no longer counts as money you owe. This cannot be undone."
        confirmLabel="Void bill"
        pending={voidBill.isPending}
        onConfirm={confirmVoid}
      />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={closeOn('delete')}
        title={`Delete draft ${bill.bill_number}?`}
        description="This draft and its lines will be permanently removed. This cannot be undone."
        confirmLabel="Delete draft"
        pending={deleteBill.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
