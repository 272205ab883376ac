import type { Account, AccountUpdate } from '@daftari/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type accounts, projects } from '../../db/schema.ts';
import { invalidField } from '../../http/errors.ts';

type AccountRow = typeof accounts.$inferSelect;
type DocumentSettings = NonNullable<Account['document_settings']>;
type SettingsUpdate = NonNullable<AccountUpdate['document_settings']>;

/** The account row's document settings as GET /account answers them, but for the sequences' next values. */
export function documentSettingsOf(row: AccountRow): Omit<DocumentSettings, 'next_values'> {
  return {
    invoice_prefix: row.invoicePrefix,
    estimate_prefix: row.estimatePrefix,
    credit_note_prefix: row.creditNotePrefix,
    payment_terms_days: row.paymentTermsDays,
    default_notes: row.defaultNotes,
    footer: row.documentFooter,
  };
}

const columns = {
  invoice_prefix: 'invoicePrefix',
  estimate_prefix: 'estimatePrefix',
  credit_note_prefix: 'creditNotePrefix',
  payment_terms_days: 'paymentTermsDays',
  default_notes: 'defaultNotes',
  footer: 'documentFooter',
} as const satisfies Record<keyof SettingsUpdate, keyof AccountRow>;

/** The column changes of PUT /account's `document_settings` (fields left out stay, null clears). */
export function documentSettingChanges(update: SettingsUpdate | undefined): Partial<AccountRow> {
  const changes: Partial<AccountRow> = {};
  for (const [field, column] of Object.entries(columns)) {
    const value = update?.[field as keyof SettingsUpdate];
    if (value !== undefined) Object.assign(changes, { [column]: value });
  }
  return changes;
}

const PREFIX_FIELDS = [
  ['invoice_prefix', 'Invoice prefix'],
  ['estimate_prefix', 'Estimate prefix'],
  ['credit_note_prefix', 'Credit note prefix'],
] as const;

/**
 * The prefixes an update sets, checked with the stored ones: the three differ (so an invoice and an estimate
 * never read alike) and none is a project's own invoice prefix (WR-0001 is that project's). A refusal is a
 * 422 naming the field sent.
 */
export async function checkDocumentPrefixes(
  db: Db,
  row: AccountRow,
  update: SettingsUpdate | undefined,
): Promise<void> {
  const sent = PREFIX_FIELDS.filter(([field]) => update?.[field] !== undefined);
  if (sent.length === 0) return;
  const stored = documentSettingsOf(row);
  const prefix = (field: (typeof PREFIX_FIELDS)[number][0]) => update?.[field] ?? stored[field];
  for (const [field, label] of sent) {
    const other = PREFIX_FIELDS.find(([name]) => name !== field && prefix(name) === prefix(field));
    if (other) {
      throw invalidField(
        `document_settings.${field}`,
        `${label} must differ from the ${other[1].toLowerCase()}`,
      );
    }
  }
  const prefixes = sent.map(([field]) => prefix(field));
  const [held] = await db
    .select({ name: projects.name, prefix: projects.invoicePrefix })
    .from(projects)
    .where(and(eq(projects.accountId, row.id), inArray(projects.invoicePrefix, prefixes)))
    .limit(1);
  const taken = held && sent.find(([field]) => prefix(field) === held.prefix);
  if (taken) {
    throw invalidField(
      `document_settings.${taken[0]}`,
      `${taken[1]} ${held.prefix} numbers the project ${held.name}'s invoices; choose another`,
    );
  }
}
