import { messageOf } from '@daftari/api-client';
import type { LedgerAccount } from '@daftari/contracts';
import { toIsoDate } from '@daftari/format';
import { toast } from '@daftari/ui';
import { addDays, parseISO } from 'date-fns';
import { useRef, useState } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { useExtractBill } from '../../../api/bills.ts';
import {
  type BillFormApi,
  type BillFormValues,
  billAccounts,
  lineFromExtraction,
} from '../../../lib/bill-form.ts';

/** Days between a read document's date and the due date it gets when the owner has not set one. */
const DEFAULT_TERM_DAYS = 30;

type HeadField = 'bill_number' | 'issue_date' | 'contact_id';
type LineField = 'ledger_account_id' | 'unit_price' | 'tax_rate';

interface Detected {
  head: Partial<Record<HeadField, string>>;
  line: Partial<Record<LineField, string>>;
}

const none: Detected = { head: {}, line: {} };
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Reads a supplier's invoice and fills the bill with what it found: vendor (the matching contact, or its
 * name proposed as a new vendor), bill number, date, and the first line's price, VAT and account. A field
 * is filled only while it is empty or still holds an earlier reading (typed values are never overwritten),
 * and counts as detected while it holds what was read. When a newer document is chosen while one is being
 * read, only the newer one's answer is used.
 */
export function useBillExtraction(form: BillFormApi, accounts: readonly LedgerAccount[] | undefined) {
  const extract = useExtractBill();
  const [reading, setReading] = useState(false);
  const [detected, setDetected] = useState<Detected>(none);
  const [proposedName, setProposedName] = useState<string | null>(null);
  const latestRun = useRef(0);
  const dueFollowing = useRef<string | undefined>(undefined);
  const latestAccounts = useRef(accounts);
  latestAccounts.current = accounts;
  const values = useWatch({ control: form.control });

  /**
   * Sets `name` to `value` while it holds what the form started with or an earlier reading (not what the
   * owner typed); answers whether it did.
   */
  const fill = (name: FieldPath<BillFormValues>, value: string | number, before: string | undefined) => {
    const typed = form.getFieldState(name).isDirty && text(form.getValues(name)) !== before;
    if (typed) return false;
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    return true;
  };

  const apply = (found: Awaited<ReturnType<typeof extract.mutateAsync>>) => {
    const head: Detected['head'] = {};
    const line: Detected['line'] = {};
    if (found.contact_id !== null && fill('contact_id', found.contact_id, detected.head.contact_id)) {
      head.contact_id = String(found.contact_id);
    }
    setProposedName(found.contact_id === null ? found.vendor_name : null);
    if (found.bill_number && fill('bill_number', found.bill_number, detected.head.bill_number)) {
      head.bill_number = found.bill_number;
    }
    if (found.issue_date && fill('issue_date', found.issue_date, detected.head.issue_date)) {
      head.issue_date = found.issue_date;
      // The due date follows the document's date unless the owner set one.
      const due = toIsoDate(addDays(parseISO(found.issue_date), DEFAULT_TERM_DAYS));
      if (fill('due_date', due, dueFollowing.current)) dueFollowing.current = due;
    }
    // The accounts as they are now: they may have loaded while the document was being read.
    const accountIds =
      latestAccounts.current && billAccounts(latestAccounts.current).map((account) => account.id);
    const suggested = lineFromExtraction(found, accountIds);
    for (const [name, value] of Object.entries(suggested) as [keyof typeof suggested, string][]) {
      const filled = fill(`lines.0.${name}`, value, detected.line[name as LineField]);
      if (filled && (name === 'ledger_account_id' || name === 'unit_price' || name === 'tax_rate')) {
        line[name] = value;
      }
    }
    setDetected({ head, line });
  };

  const start = async (file: File) => {
    const run = ++latestRun.current;
    setReading(true);
    try {
      const found = await extract.mutateAsync(file);
      if (run === latestRun.current) apply(found);
    } catch (error) {
      if (run !== latestRun.current) return;
      // Said out loud: a silent failure would leave the owner waiting for fields that never fill.
      toast.error('Could not read this document', {
        description: `${messageOf(error, 'The document could not be read.')} Please enter the details yourself.`,
      });
    } finally {
      if (run === latestRun.current) setReading(false);
    }
  };

  const firstLine = values.lines?.[0];
  return {
    reading,
    start,
    proposedName,
    isDetected: (field: HeadField) =>
      detected.head[field] !== undefined && text(values[field]) === detected.head[field],
    isLineDetected: (field: LineField) =>
      detected.line[field] !== undefined && text(firstLine?.[field]) === detected.line[field],
  };
}
