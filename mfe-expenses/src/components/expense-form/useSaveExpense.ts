import { applyServerErrors, messageOf } from '@daftari/api-client';
import type { Expense } from '@daftari/contracts';
import { toast, toastError } from '@daftari/ui';
import type { UseFormSetError } from 'react-hook-form';
import { type ExpenseSubmission, useCreateExpense, useUpdateExpense } from '../../api/expenses.ts';
import { EXPENSE_FORM_FIELDS, type ExpenseFormValues } from '../../lib/expense-form.ts';

/**
 * Creates the expense, or updates `expense` when given: a toast either way, and the fields the server
 * refuses get its message under them.
 */
export function useSaveExpense(expense: Expense | undefined, setError: UseFormSetError<ExpenseFormValues>) {
  const isEdit = expense !== undefined;
  const create = useCreateExpense();
  const update = useUpdateExpense(expense?.id ?? 0);
  const saving = isEdit ? update : create;

  const save = (submission: ExpenseSubmission, onSaved: () => void) =>
    saving.mutate(submission, {
      onSuccess: (saved) => {
        const chargeFailure = 'chargeFailure' in saved ? saved.chargeFailure : null;
        if (chargeFailure) {
          toast.warning('Expense created, but not its M-Pesa transaction cost', {
            description: `Add the cost as an expense on Bank Charges. ${chargeFailure}`,
          });
        } else {
          toast.success(isEdit ? 'Expense updated' : 'Expense created');
        }
        onSaved();
      },
      onError: (error) => {
        toastError(isEdit ? 'Failed to update expense' : 'Failed to create expense', messageOf(error, ''));
        applyServerErrors(error, EXPENSE_FORM_FIELDS, setError);
      },
    });

  return { save, isPending: saving.isPending };
}
