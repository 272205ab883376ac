import {
  createExpense,
  downloadExpenseAttachment,
  extractReceipt,
  getExpense,
  getExpenseDefaults,
  ledgerAccountKeys,
  ledgerAccountsQuery,
  listExpenses,
  messageOf,
  readMpesaMessage,
  saveBlob,
  updateExpense,
} from '@daftari/api-client';
import {
  type Expense,
  type ExpenseFormFields,
  type expenseListQuerySchema,
  isMoneyAccount,
} from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { expenseKeys } from './keys.ts';

/**
 * The accounts money is paid from (cash, bank, M-Pesa, Paystack clearing and the owner's own), with their
 * ledger balances; refreshed after every payment the area records.
 */
export function useMoneyAccounts() {
  return useQuery({
    ...ledgerAccountsQuery({ type: 'asset' }),
    select: (accounts) => accounts.filter(isMoneyAccount),
  });
}

/** GET /expenses/defaults: the account a new expense is paid from unless the owner picks another. */
export function useExpenseDefaults(enabled: boolean) {
  return useQuery({ queryKey: expenseKeys.defaults(), queryFn: getExpenseDefaults, enabled });
}

/** A page of expenses; the previous page stays on screen while the next one loads. */
export function useExpenses(params: z.input<typeof expenseListQuerySchema>) {
  return useQuery({
    queryKey: expenseKeys.list(params),
    queryFn: () => listExpenses(params),
    placeholderData: keepPreviousData,
  });
}

/** One expense, for the edit form: enabled only with an id. */
export function useExpense(id: number | undefined) {
  return useQuery({
    queryKey: expenseKeys.detail(id ?? 0),
    queryFn: () => getExpense(id!),
    enabled: id !== undefined,
  });
}

/** POST /expenses/extract_from_receipt. */
export function useExtractReceipt() {
  return useMutation({ mutationFn: (file: File) => extractReceipt(file) });
}

/** POST /expenses/read_mpesa_message. */
export function useReadMpesaMessage() {
  return useMutation({ mutationFn: (text: string) => readMpesaMessage(text) });
}

export interface ExpenseSubmission {
  fields: ExpenseFormFields;
  file: File | null;
  /** A second expense saved right after this one: an M-Pesa message's transaction cost. */
  charge?: ExpenseFormFields | null;
}

/** After a write: the answer becomes the cached expense and every list is refreshed. */
function useExpenseWritten() {
  const queryClient = useQueryClient();
  return (expense: Expense) => {
    queryClient.setQueryData(expenseKeys.detail(expense.id), expense);
    // A posting moves balances: every copy of the chart (the money accounts' too) is read again.
    void queryClient.invalidateQueries({ queryKey: ledgerAccountKeys.all });
    void queryClient.invalidateQueries({ queryKey: expenseKeys.defaults() });
    return queryClient.invalidateQueries({ queryKey: expenseKeys.lists() });
  };
}

/** A created expense, and why the M-Pesa transaction cost saved after it failed, if it did. */
export interface CreatedExpense {
  expense: Expense;
  chargeFailure: string | null;
}

export function useCreateExpense() {
  const written = useExpenseWritten();
  return useMutation({
    mutationFn: async ({ fields, file, charge }: ExpenseSubmission): Promise<CreatedExpense> => {
      const expense = await createExpense(fields, file);
      if (!charge) return { expense, chargeFailure: null };
      // Two requests. Should the charge fail, the payment stays saved and is answered as such, so the form is
      // not sent again (which would save the payment twice); the owner is told which cost is missing.
      try {
        void written(await createExpense(charge));
        return { expense, chargeFailure: null };
      } catch (error) {
        return { expense, chargeFailure: messageOf(error, 'Please try again.') };
      }
    },
    onSuccess: ({ expense }) => {
      void written(expense);
    },
  });
}

export function useUpdateExpense(id: number) {
  const written = useExpenseWritten();
  return useMutation({
    mutationFn: ({ fields, file }: ExpenseSubmission) => updateExpense(id, fields, file),
    onSuccess: (expense) => {
      void written(expense);
    },
  });
}

/** GET /expenses/{id}/attachment, saved by the browser under the stored file name. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (expense: Pick<Expense, 'id' | 'attachment'>) => {
      const blob = await downloadExpenseAttachment(expense.id);
      saveBlob(blob, expense.attachment?.file_name ?? `expense-${expense.id}-attachment`);
    },
  });
}
