import { DATE_FORMATS, type StatementMapping } from '@daftari/contracts';

/** The headers an unmappable file's 422 names (`details.headers`, beside the sentence in `details.mapping`). */
export function headersFound(details: Record<string, string[]> | undefined): string[] {
  return details?.headers ?? [];
}

export type MappingField =
  | 'date'
  | 'description'
  | 'reference'
  | 'amount'
  | 'paid_in'
  | 'withdrawn'
  | 'balance';

/** The fields of a mapping as the screen asks for them; `required` unless the file may lack them. */
export const MAPPING_FIELDS: ReadonlyArray<{ field: MappingField; label: string; required: boolean }> = [
  { field: 'date', label: 'Date', required: true },
  { field: 'description', label: 'Description', required: true },
  { field: 'reference', label: 'Reference', required: false },
  { field: 'amount', label: 'Amount (one signed column)', required: false },
  { field: 'paid_in', label: 'Paid in', required: false },
  { field: 'withdrawn', label: 'Withdrawn', required: false },
  { field: 'balance', label: 'Balance', required: false },
];

export const DATE_FORMAT_ITEMS = [
  { value: '', label: 'Recognise from the dates' },
  ...DATE_FORMATS.map((format) => ({ value: format, label: format })),
];

export type MappingDraft = Partial<Record<MappingField, string>> & { date_format?: string };

/** The mapping to send, or why it cannot be sent yet. */
export function mappingOf(draft: MappingDraft): { mapping: StatementMapping } | { problem: string } {
  if (!draft.date || !draft.description) return { problem: 'Choose the date and description columns' };
  const signed = Boolean(draft.amount);
  const split = Boolean(draft.paid_in && draft.withdrawn);
  if (signed === split)
    return { problem: 'Choose either an amount column or both paid in and withdrawn columns' };
  const mapping: StatementMapping = { date: draft.date, description: draft.description };
  for (const field of ['reference', 'balance'] as const) if (draft[field]) mapping[field] = draft[field];
  if (signed) mapping.amount = draft.amount;
  else {
    mapping.paid_in = draft.paid_in;
    mapping.withdrawn = draft.withdrawn;
  }
  if (draft.date_format) mapping.date_format = draft.date_format as StatementMapping['date_format'];
  return { mapping };
}
