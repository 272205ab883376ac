import { type ContactImportField, contactImportFields } from '@daftari/contracts';
import { HttpError } from '../../http/errors.ts';
import { duplicateField } from './import-headers.ts';

/** The override as sent: header → field name or null, not yet checked against the file. */
export type MappingOverride = Map<string, unknown>;

const badMapping = (message: string) => new HttpError(422, message, { mapping: [message] });

const FIELD_LIST = contactImportFields.join(', ');

/** The multipart field `mapping`, parsed: a JSON object, else 422. */
export function parseMappingOverride(text: string): MappingOverride {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badMapping(
      'The mapping must be a JSON object of column headers and fields, such as {"EmailID": "email"}',
    );
  }
  return new Map(Object.entries(value));
}

const isField = (value: unknown): value is ContactImportField =>
  typeof value === 'string' && (contactImportFields as readonly string[]).includes(value);

/**
 * The detected mapping with the owner's override applied. Every column the override names gets the field it
 * says (null: ignored); a field it gives a column is taken from the detected columns it does not name, except
 * phone, which many columns may hold. 422 when it
 * names a column the file does not have, a field Daftari does not know, or one field other than phone for
 * two columns.
 */
export function applyMappingOverride(
  headers: string[],
  detected: (ContactImportField | null)[],
  override: MappingOverride,
): (ContactImportField | null)[] {
  const columns = headers.map((header) => header.trim());
  for (const [column, field] of override) {
    if (!columns.includes(column)) throw badMapping(`The file has no column "${column}"`);
    if (field !== null && !isField(field)) {
      throw badMapping(
        `Column "${column}": "${String(field)}" is not a field; use one of ${FIELD_LIST}, or null`,
      );
    }
  }
  const given = new Set([...override.values()].filter(isField));
  const mapping = columns.map((column, index) => {
    if (override.has(column)) return override.get(column) as ContactImportField | null;
    const field = detected[index] ?? null;
    return field && field !== 'phone' && given.has(field) ? null : field;
  });
  const duplicate = duplicateField(headers, mapping);
  if (duplicate && duplicate.first !== duplicate.second) {
    const { first, second, field } = duplicate;
    throw badMapping(`Columns "${first}" and "${second}" are both mapped to ${field}; ignore one of them`);
  }
  return mapping;
}
