import { expenseFormFieldsSchema, expenseListQuerySchema } from '@daftari/contracts';
import { toIsoDate } from '@daftari/format';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FileStore } from '../../adapters/storage/index.ts';
import { accountCurrency } from '../../db/account-currency.ts';
import type { AppDeps } from '../../deps.ts';
import {
  ATTACHMENT_MULTIPART_LIMITS,
  ATTACHMENT_WRONG_TYPE,
  type AttachmentValues,
  type FormUpload,
  readFormUpload,
  sendAttachment,
  sniffedContentType,
  writeWithAttachment,
} from '../../http/attachments.ts';
import { authOf } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { int4Param } from '../../http/ids.ts';
import { listOrCsv } from '../../http/list-csv.ts';
import { mergeUpdate } from '../../http/merge.ts';
import { readUploadedDocument } from '../../http/receipt-upload.ts';
import { parseQuery, parseWith } from '../../http/validate.ts';
import { resolveRate } from '../exchange-rates/index.ts';
import { findLedgerAccount } from '../ledger-accounts/index.ts';
import { expenseFormOf } from './form.ts';
import { expensesCsv } from './list-csv.ts';
import { readMpesaMessage, readReceiptUpload } from './mpesa-message.ts';
import {
  defaultPaidFrom,
  deleteExpense,
  type ExpenseValues,
  expenseNotFound,
  findAttachment,
  getExpense,
  insertExpense,
  listExpenses,
  updateExpense,
} from './service.ts';

export const NOT_AN_EXPENSE_ACCOUNT = 'Choose an expense account';
export const NOT_A_PAYING_ACCOUNT = 'Choose an asset or liability account to pay from';

const expenseIdOf = (request: FastifyRequest) => int4Param(request, expenseNotFound);

/** The ledger accounts an expense already names: they stay valid for it after being archived. */
type KeptAccounts = readonly number[];

/** What a PUT is merged over: the stored expense as its form, the accounts it names, its currency and rate. */
interface StoredExpense {
  fields: Record<string, string>;
  kept: KeptAccounts;
  currency: string;
  exchangeRate: number;
}

/**
 * The expense account must be an expense account of this business, the account paid from (when chosen) an
 * asset or liability account of it; an archived account only when the expense names it already.
 */
async function assertLedgerChoices(
  deps: AppDeps,
  accountId: number,
  form: { ledger_account_id: number; paid_from_account_id: number | null },
  kept: KeptAccounts,
): Promise<void> {
  const usable = (found: { id: number; archived: boolean } | null) =>
    found !== null && (!found.archived || kept.includes(found.id));
  const expenseAccount = await findLedgerAccount(deps.db, accountId, form.ledger_account_id);
  if (!usable(expenseAccount) || expenseAccount?.accountType !== 'expense') {
    throw new HttpError(422, NOT_AN_EXPENSE_ACCOUNT, { ledger_account_id: [NOT_AN_EXPENSE_ACCOUNT] });
  }
  if (form.paid_from_account_id === null) return;
  const paidFrom = await findLedgerAccount(deps.db, accountId, form.paid_from_account_id);
  if (!usable(paidFrom) || !['asset', 'liability'].includes(paidFrom?.accountType ?? '')) {
    throw new HttpError(422, NOT_A_PAYING_ACCOUNT, { paid_from_account_id: [NOT_A_PAYING_ACCOUNT] });
  }
}

/**
 * The form's fields validated (422 with the contract's messages under each field, and the attachment's type
 * under `attachmentFile`), the ledger accounts checked, the attachment's type sniffed from its bytes.
 */
async function validatedUpload(
  deps: AppDeps,
  accountId: number,
  upload: FormUpload,
  stored: StoredExpense | null,
): Promise<{ values: ExpenseValues; contentType: string | null }> {
  const kept = stored?.kept ?? [];
  const contentType = upload.file ? sniffedContentType(upload.file.head) : null;
  const typeProblem = upload.file && !contentType ? { attachmentFile: [ATTACHMENT_WRONG_TYPE] } : null;
  let form: ReturnType<typeof expenseFormFieldsSchema.parse>;
  try {
    const fields = stored ? mergeUpdate(stored.fields, upload.fields) : upload.fields;
    form = parseWith(expenseFormFieldsSchema, fields, 'form', false);
  } catch (error) {
    if (typeProblem && error instanceof HttpError && error.statusCode === 422) {
      throw new HttpError(422, error.message, { ...error.details, ...typeProblem });
    }
    throw error;
  }
  if (typeProblem) throw new HttpError(422, ATTACHMENT_WRONG_TYPE, typeProblem);
  await assertLedgerChoices(deps, accountId, form, kept);
  const currency = form.currency ?? stored?.currency ?? (await accountCurrency(deps.db, accountId));
  const { exchangeRate } = await resolveRate(deps.db, accountId, {
    currency,
    exchangeRate: form.exchange_rate ?? (currency === stored?.currency ? stored.exchangeRate : undefined),
    date: form.dated,
  });
  return {
    values: {
      expenseType: form.expenseType,
      ledgerAccountId: form.ledger_account_id,
      paidFromAccountId: form.paid_from_account_id,
      dated: form.dated,
      totalValue: form.totalValue,
      vat: form.vat,
      vatRate: form.vatRate,
      description: form.description,
      receiptReference: form.receiptReference ?? null,
      attachmentDescription: form.attachmentDescription ?? null,
      recurrence: form.recurrence,
      merchantName: form.merchantName ?? null,
      currency,
      exchangeRate,
    },
    contentType,
  };
}

/**
 * Create and update share this: read the upload, validate, move the file into place, then write the row. The
 * temporary file never outlives the request; a stored file whose row was not written is deleted again.
 */
async function writeExpense<T>(
  request: FastifyRequest,
  deps: AppDeps,
  store: FileStore,
  stored: StoredExpense | null,
  write: (values: ExpenseValues, attachment: AttachmentValues | null) => Promise<T>,
): Promise<T> {
  const { accountId } = authOf(request);
  const upload = await readFormUpload(request, store, 'Send the expense as multipart/form-data');
  return writeWithAttachment(store, upload, () => validatedUpload(deps, accountId, upload, stored), write);
}

/**
 * GET /ledger_accounts' sibling routes for expenses (authenticated group, scoped by account): list, one,
 * create, update, delete, the new expense's defaults, the attachment, reading a receipt and reading a pasted M-Pesa message.
 */
export async function registerExpenseRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { store }: { store: FileStore },
): Promise<void> {
  const { db } = deps;
  await app.register(async (expensesApp) => {
    await expensesApp.register(fastifyMultipart, { limits: ATTACHMENT_MULTIPART_LIMITS });

    expensesApp.get('/expenses', async (request, reply) => {
      const { accountId } = authOf(request);
      const query = parseQuery(expenseListQuerySchema, request);
      return listOrCsv(reply, query, (filters) => listExpenses(db, accountId, filters), expensesCsv);
    });

    expensesApp.get('/expenses/defaults', async (request) => ({
      data: { paid_from_account_id: await defaultPaidFrom(db, authOf(request).accountId) },
    }));

    expensesApp.get('/expenses/:id', async (request) => ({
      data: await getExpense(db, authOf(request).accountId, expenseIdOf(request)),
    }));

    expensesApp.post('/expenses', async (request, reply) => {
      const { accountId } = authOf(request);
      const created = await writeExpense(request, deps, store, null, (values, attachment) =>
        insertExpense(db, accountId, values, attachment, toIsoDate(deps.now())),
      );
      return reply.code(201).send({ data: created });
    });

    expensesApp.put('/expenses/:id', async (request) => {
      const { accountId } = authOf(request);
      const id = expenseIdOf(request);
      // 404 before reading the upload: nothing is stored for an expense that is not there.
      const current = await getExpense(db, accountId, id);
      const stored = {
        fields: expenseFormOf(current),
        kept: [current.ledger_account_id, current.paid_from_account_id ?? 0],
        currency: current.currency,
        exchangeRate: current.exchange_rate ?? 1,
      };
      const { expense, replacedStoredName } = await writeExpense(
        request,
        deps,
        store,
        stored,
        (values, attachment) => updateExpense(db, accountId, id, values, attachment, toIsoDate(deps.now())),
      );
      await store.remove(replacedStoredName);
      return { data: expense };
    });

    expensesApp.delete('/expenses/:id', async (request, reply) => {
      const storedName = await deleteExpense(db, authOf(request).accountId, expenseIdOf(request));
      await store.remove(storedName);
      return reply.code(204).send();
    });

    expensesApp.get('/expenses/:id/attachment', async (request, reply) =>
      sendAttachment(reply, store, await findAttachment(db, authOf(request).accountId, expenseIdOf(request))),
    );

    expensesApp.post('/expenses/extract_from_receipt', async (request, reply) => {
      const { accountId } = authOf(request);
      return {
        data: await readUploadedDocument(
          request,
          reply,
          { name: 'receipt', label: 'receipt' },
          (file, signal) => readReceiptUpload(db, accountId, file, signal),
        ),
      };
    });

    expensesApp.post('/expenses/read_mpesa_message', async (request) => ({
      data: await readMpesaMessage(db, authOf(request).accountId, request.body),
    }));
  });
}
