import { and, asc, desc, eq } from 'drizzle-orm';
import { openKey } from '../../adapters/etims/key-box.ts';
import { fromOscuDateTime, PAYMENT_TYPES, type PaymentType } from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  contacts,
  etimsInvoices,
  etimsSettings,
  invoiceItems,
  invoices,
  payments,
} from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { APP_USER, DEFAULT_SERVICE_ITEM, type SaleInput, saleRequest } from './sale.ts';
import { type EtimsSettingsRow, etimsSettingsRow } from './settings.ts';
import type { Etims } from './setup.ts';

/** `pmtTyCd` from how the invoice was paid (its latest payment); unpaid: credit. */
const PAYMENT_TYPE_OF_METHOD: Record<string, PaymentType> = {
  cash: PAYMENT_TYPES.cash,
  mpesa: PAYMENT_TYPES.mobileMoney,
  paystack: PAYMENT_TYPES.card,
  bank_transfer: PAYMENT_TYPES.bankCheque,
  other: PAYMENT_TYPES.other,
};

/** What the sale is built from, read at signing time. */
async function saleInput(
  db: Db,
  accountId: number,
  invoiceId: string,
  receiptNumber: number,
  at: Date,
): Promise<SaleInput> {
  const [invoice] = await db
    .select({
      number: invoices.invoiceNumber,
      business: accounts.name,
      timeZone: accounts.timeZone,
      addressLine1: accounts.addressLine1,
      city: accounts.city,
      buyer: contacts.fullName,
      company: contacts.companyName,
      kraPin: contacts.kraPin,
      phone: contacts.phone,
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
  if (!invoice) throw new Error(`Invoice ${invoiceId} no longer exists.`);
  const lines = await db
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.invoiceId, invoiceId), eq(invoiceItems.accountId, accountId)))
    .orderBy(asc(invoiceItems.position));
  if (lines.length === 0) throw new Error(`Invoice ${invoice.number} has no lines to send to KRA.`);
  const [payment] = await db
    .select({ method: payments.method })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.accountId, accountId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    receiptNumber,
    invoiceNumber: invoice.number,
    business: {
      name: invoice.business,
      address: [invoice.addressLine1, invoice.city].filter(Boolean).join(', '),
      timeZone: invoice.timeZone,
    },
    buyer: { name: invoice.company ?? invoice.buyer, kraPin: invoice.kraPin, phone: invoice.phone },
    paymentType: payment
      ? (PAYMENT_TYPE_OF_METHOD[payment.method] ?? PAYMENT_TYPES.other)
      : PAYMENT_TYPES.credit,
    lines,
    at,
  };
}

/** The branch headers with the opened communication key; an error the owner can act on when it is missing. */
function headersOf(settings: EtimsSettingsRow | null, etims: Etims) {
  if (!settings?.kraPin || !settings.communicationKey) {
    throw new Error('KRA eTIMS is not initialized for this account: initialize it, then retry this job.');
  }
  return {
    tin: settings.kraPin,
    bhfId: settings.branchId,
    cmcKey: openKey(etims.keySecret, settings.communicationKey),
  };
}

/**
 * The `etims_sale` job: the control unit signs an issued invoice. The default service item is registered
 * once per account (`saveItem`). A refusal is kept on the invoice (KRA's message) and the attempt fails, so
 * the queue retries with its backoff; after the last attempt the invoice's eTIMS status is `failed`. The
 * signature is stored in the transaction that marks the job done.
 */
export function etimsSaleHandler(db: Db, etims: Etims): JobHandler {
  return async (job, { now, complete }) => {
    const invoiceId = String((job.payload as { invoice_id: string }).invoice_id);
    const [record] = await db.select().from(etimsInvoices).where(eq(etimsInvoices.invoiceId, invoiceId));
    if (!record || record.status === 'signed') {
      await db.transaction((tx) => complete(tx));
      return { done: true };
    }
    try {
      const settings = await etimsSettingsRow(db, job.accountId);
      const headers = headersOf(settings, etims);
      if (!settings?.itemRegistered) {
        await etims.client.saveItem(headers, {
          ...DEFAULT_SERVICE_ITEM,
          itemNm: 'Services',
          orgnNatCd: 'KE',
          taxTyCd: 'B',
          dftPrc: 0,
          isrcAplcbYn: 'N',
          useYn: 'Y',
          regrId: APP_USER.id,
          regrNm: APP_USER.name,
          modrId: APP_USER.id,
          modrNm: APP_USER.name,
        });
        await db
          .update(etimsSettings)
          .set({ itemRegistered: true })
          .where(eq(etimsSettings.accountId, job.accountId));
      }
      const sale = saleRequest(await saleInput(db, job.accountId, invoiceId, record.receiptNumber, now));
      const signed = await etims.client.saveSale(headers, sale);
      await db.transaction(async (tx) => {
        await complete(tx);
        await tx
          .update(etimsInvoices)
          .set({
            status: 'signed',
            cuInvoiceNumber: String(signed.curRcptNo),
            internalData: signed.intrlData,
            signature: signed.rcptSign,
            signedAt: fromOscuDateTime(signed.sdcDateTime),
            error: null,
            updatedAt: now,
          })
          .where(eq(etimsInvoices.invoiceId, invoiceId));
      });
      return { done: true };
    } catch (error) {
      await db
        .update(etimsInvoices)
        .set({
          status: job.attempts >= job.maxAttempts ? 'failed' : 'awaiting',
          error: (error as Error).message.slice(0, 2000),
          updatedAt: now,
        })
        .where(eq(etimsInvoices.invoiceId, invoiceId));
      throw error;
    }
  };
}
