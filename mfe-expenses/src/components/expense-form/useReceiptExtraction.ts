import { messageOf } from '@daftari/api-client';
import type { LedgerAccount, ReceiptReading } from '@daftari/contracts';
import { toast } from '@daftari/ui';
import { useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useExtractReceipt } from '../../api/expenses.ts';
import {
  type DetectableField,
  EMPTY_EXPENSE,
  type ExpenseFormValues,
  valuesFromExtraction,
} from '../../lib/expense-form.ts';

/** idle: no receipt read yet; extracting: the reader is working; done: the details are revealed. */
export type ExtractionState = 'idle' | 'extracting' | 'done';

type Detected = Partial<Record<DetectableField, string>>;

export type UseReceiptExtraction = ReturnType<typeof useReceiptExtraction>;

/**
 * Reads a chosen receipt and fills the form with what it found. Extraction fills only fields that are empty
 * or still hold an earlier extraction's value (typed values are never overwritten). A field counts as
 * detected while it still holds what was detected: editing it drops its tag. When a newer receipt is chosen
 * while one is being read, only the newer one's answer is used.
 */
export function useReceiptExtraction(
  form: UseFormReturn<ExpenseFormValues>,
  accounts: readonly LedgerAccount[] | undefined,
  initialState: ExtractionState,
) {
  const extract = useExtractReceipt();
  const [state, setState] = useState<ExtractionState>(initialState);
  const [detected, setDetected] = useState<Detected>({});
  const [suggestedAccount, setSuggestedAccount] = useState<string | null>(null);
  const latestRun = useRef(0);
  const values = useWatch({ control: form.control });

  const apply = (found: Detected) => {
    const now = form.getValues();
    const expenseAccountIds = accounts
      ?.filter((account) => account.account_type === 'expense')
      .map((account) => String(account.id));
    const next: Detected = {};
    const names = new Set([...Object.keys(found), ...Object.keys(detected)] as DetectableField[]);
    for (const name of names) {
      const held = now[name];
      const untouched = held === '' || held === EMPTY_EXPENSE[name] || held === detected[name];
      if (!untouched) continue;
      let value = found[name];
      // A suggestion that is not one of the business's expense accounts cannot be picked: leave it out.
      if (name === 'ledger_account_id' && value && expenseAccountIds && !expenseAccountIds.includes(value)) {
        value = undefined;
      }
      if (value === undefined) {
        // Detected from the previous receipt, not found on this one: back to empty.
        if (held === detected[name]) form.setValue(name, EMPTY_EXPENSE[name], { shouldDirty: true });
        continue;
      }
      form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      next[name] = value;
    }
    setDetected(next);
    setSuggestedAccount(next.ledger_account_id ?? null);
  };

  /**
   * Reads `receipt` into the form, then tells `onRead` what the reader answered (null when it failed), unless a
   * newer receipt was chosen meanwhile.
   */
  const start = async (receipt: File, onRead?: (read: ReceiptReading | null) => void) => {
    const run = ++latestRun.current;
    setState('extracting');
    let read: ReceiptReading | null = null;
    try {
      read = await extract.mutateAsync(receipt);
      if (run !== latestRun.current) return;
      apply(valuesFromExtraction(read));
    } catch (error) {
      if (run !== latestRun.current) return;
      // Said out loud: a silent failure would leave the owner waiting for fields that never fill. The
      // fields then open for entry by hand.
      toast.error('Could not extract data from your receipt', {
        description: `${messageOf(error, 'The receipt could not be read.')} Please enter the details manually.`,
      });
    }
    setState('done');
    onRead?.(read);
  };

  /** Fills the form from a suggestion found elsewhere (a pasted M-Pesa message) as a receipt would. */
  const fill = (found: Detected) => {
    latestRun.current += 1;
    apply(found);
    setState('done');
  };

  /** Back to no receipt read; an extraction still under way is ignored when it answers. */
  const reset = () => {
    latestRun.current += 1;
    setDetected({});
    setSuggestedAccount(null);
    setState('idle');
  };

  return {
    state,
    extracting: state === 'extracting',
    start,
    fill,
    reset,
    /** Shows the details without a receipt read. */
    reveal: () => setState('done'),
    isDetected: (name: DetectableField) => detected[name] !== undefined && values[name] === detected[name],
    /** The account field still holds the account the extraction suggested. */
    accountSuggested: suggestedAccount !== null && values.ledger_account_id === suggestedAccount,
    /** The owner picked an account themselves: the suggestion note goes. */
    dropSuggestion: () => setSuggestedAccount(null),
  };
}
