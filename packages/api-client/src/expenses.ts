import {
  dataEnvelope,
  type ExpenseFormFields,
  expenseDefaultsSchema,
  expenseListQuerySchema,
  expenseSchema,
  mpesaMessageSuggestionSchema,
  pagedEnvelope,
  receiptReadingSchema,
} from '@daftari/contracts';
import type { z } from 'zod';
import { http, send, sendBlob, sendEmpty } from './http.ts';

const extractionEnvelope = dataEnvelope(receiptReadingSchema);
const mpesaSuggestionEnvelope = dataEnvelope(mpesaMessageSuggestionSchema);
const expenseEnvelope = dataEnvelope(expenseSchema);
const expensePage = pagedEnvelope(expenseSchema);
const expenseDefaultsEnvelope = dataEnvelope(expenseDefaultsSchema);

/** One answer of GET /expenses: the page's expenses and `meta`. */
export type ExpensePage = z.infer<typeof expensePage>;

/**
 * The expense form as multipart: every given text field as it is (null and undefined left out), and the
 * file, if any, as `attachmentFile`.
 */
export function expenseFormData(fields: ExpenseFormFields, file?: Blob | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  if (file) form.append('attachmentFile', file);
  return form;
}

/** POST /expenses/extract_from_receipt: multipart field `receipt`; what the receipt reader found (see receiptReadingSchema). */
export async function extractReceipt(file: Blob) {
  const form = new FormData();
  form.append('receipt', file);
  const { body } = await send(
    extractionEnvelope,
    () => http.post('expenses/extract_from_receipt', { body: form }),
    'Failed to read the receipt',
  );
  return body.data;
}

/** POST /expenses/read_mpesa_message: a pasted M-Pesa confirmation as an expense suggestion with its charge. */
export async function readMpesaMessage(text: string) {
  const { body } = await send(
    mpesaSuggestionEnvelope,
    () => http.post('expenses/read_mpesa_message', { json: { text } }),
    'Failed to read the M-Pesa message',
  );
  return body.data;
}

/** GET /expenses with `page` and `per_page` (the contract's defaults: 1 and 10). */
export async function listExpenses(query: z.input<typeof expenseListQuerySchema> = {}): Promise<ExpensePage> {
  const { page, per_page } = expenseListQuerySchema.parse(query);
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  const { body } = await send(
    expensePage,
    () => http.get('expenses', { searchParams }),
    'Failed to load expenses',
  );
  return body;
}

export async function getExpense(id: number) {
  const { body } = await send(expenseEnvelope, () => http.get(`expenses/${id}`), 'Failed to load expense');
  return body.data;
}

/** GET /expenses/defaults: what a new expense starts with (the account last paid from). */
export async function getExpenseDefaults() {
  const { body } = await send(
    expenseDefaultsEnvelope,
    () => http.get('expenses/defaults'),
    'Failed to load the expense defaults',
  );
  return body.data;
}

/** POST /expenses: multipart, the form fields plus the first chosen file as `attachmentFile`. */
export async function createExpense(fields: ExpenseFormFields, file?: Blob | null) {
  const { body } = await send(
    expenseEnvelope,
    () => http.post('expenses', { body: expenseFormData(fields, file) }),
    'Failed to create expense',
  );
  return body.data;
}

/** PUT /expenses/{id}: the same multipart; without a file the stored attachment stays. */
export async function updateExpense(id: number, fields: ExpenseFormFields, file?: Blob | null) {
  const { body } = await send(
    expenseEnvelope,
    () => http.put(`expenses/${id}`, { body: expenseFormData(fields, file) }),
    'Failed to update expense',
  );
  return body.data;
}

export async function deleteExpense(id: number): Promise<void> {
  await sendEmpty(() => http.delete(`expenses/${id}`), 'Failed to delete expense');
}

/** GET /expenses/{id}/attachment: the stored file. */
export function downloadExpenseAttachment(id: number): Promise<Blob> {
  return sendBlob(() => http.get(`expenses/${id}/attachment`), 'Failed to download the attachment');
}
