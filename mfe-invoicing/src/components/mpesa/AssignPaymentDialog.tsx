import { messageOf } from '@daftari/api-client';
import { contactLabel, type InvoiceSummary, type UnmatchedMpesaPayment } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, Combobox, Dialog, Field, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useEffect, useMemo, useState } from 'react';
import { useAssignMpesaPayment, useOpenInvoices } from '../../api/mpesa.ts';
import { MPESA_CURRENCY } from '../../lib/mpesa.ts';

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const facts = css({ fontSize: 'sm', color: 'fg.muted' });
const strong = css({ color: 'fg', fontWeight: 'semibold' });
const alert = css({ px: '3', py: '2.5', borderRadius: 'md', layerStyle: 'tinted.danger', fontSize: 'sm' });

const balanceText = (invoice: InvoiceSummary) => `Balance ${formatMoney(invoice.balance, invoice.currency)}`;

const invoiceItem = (invoice: InvoiceSummary) => ({
  value: invoice.id,
  label: `${invoice.invoice_number} · ${contactLabel(invoice.contact)}`,
  description: balanceText(invoice),
  keywords: [invoice.contact.company_name ?? '', invoice.contact.full_name ?? ''],
});

export interface AssignPaymentDialogProps {
  /** The payment to assign; null: the dialog is closed. */
  payment: UnmatchedMpesaPayment | null;
  onClose: () => void;
}

/** Picks the open invoice a waiting paybill payment pays, and records it there. */
export function AssignPaymentDialog({ payment, onClose }: AssignPaymentDialogProps) {
  const open = payment !== null;
  const invoices = useOpenInvoices(open);
  const assign = useAssignMpesaPayment();
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  // A fresh choice each time the dialog opens for a payment.
  useEffect(() => {
    setInvoiceId(null);
    setServerError(null);
  }, [payment?.id]);

  const items = useMemo(() => (invoices.data ?? []).map(invoiceItem), [invoices.data]);
  const chosen = invoices.data?.find((invoice) => invoice.id === invoiceId);

  const confirm = () => {
    if (!chosen || !payment) return;
    setServerError(null);
    assign.mutate(
      { id: payment.id, request: { invoice_id: chosen.id } },
      {
        onSuccess: () => {
          toast.success('Payment assigned', {
            description: `${formatMoney(payment.amount, MPESA_CURRENCY)} recorded on ${chosen.invoice_number}.`,
          });
          onClose();
        },
        onError: (error) => setServerError(messageOf(error, 'Failed to assign the payment')),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !assign.isPending) onClose();
      }}
      title="Assign M-Pesa payment"
      description="Record this paybill payment on the invoice it pays."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!chosen} loading={assign.isPending} loadingText="Assigning...">
            Assign payment
          </Button>
        </>
      }
    >
      {payment ? (
        <div className={body}>
          <p className={facts}>
            <span className={strong}>{formatMoney(payment.amount, MPESA_CURRENCY)}</span> from{' '}
            {payment.payer_name ?? 'an unknown payer'} ({payment.msisdn}), M-Pesa code {payment.trans_id},
            account number typed: “{payment.bill_ref_number}”.
          </p>
          {serverError ? (
            <p role="alert" className={alert}>
              {serverError}
            </p>
          ) : null}
          <Field
            label="Invoice"
            required
            helperText={chosen ? `${balanceText(chosen)} due` : 'Search by invoice number or customer'}
            errorText={invoices.isError ? messageOf(invoices.error, 'Failed to load invoices') : undefined}
          >
            <Combobox
              items={items}
              value={invoiceId}
              onValueChange={setInvoiceId}
              disabled={!invoices.data}
              placeholder={invoices.data ? 'Choose an invoice...' : 'Loading invoices...'}
              inputPlaceholder="INV-0007 or customer"
              emptyText="No open invoice matches."
            />
          </Field>
        </div>
      ) : null}
    </Dialog>
  );
}
