import { HttpError } from '../errors.ts';
import type { ColumnDictionary } from './columns.ts';

/** The override as sent: header → field name or null, not yet checked against the file. */
export type MappingOverride = Map<string, unknown>;

const badMapping = (message: string) => new HttpError(422, message, { mapping: [message] });

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

/**
 * The detected mapping with the owner's override applied. Every column the override names gets the field it
 * says (null: ignored); a field it gives a column is taken from the detected columns it does not name, except
 * a field many columns may hold. 422 when it names a column the file does not have, a field the dictionary
 * does not know, or one single-column field for two columns.
 */
export function applyMappingOverride<F extends string>(
  columns: ColumnDictionary<F>,
  headers: string[],
  detected: (F | null)[],
  override: MappingOverride,
): (F | null)[] {
  const trimmed = headers.map((header) => header.trim());
  for (const [column, field] of override) {
    if (!trimmed.includes(column)) throw badMapping(`The file has no column "${column}"`);
    if (field !== null && !columns.isField(field)) {
      throw badMapping(
        `Column "${column}": "${String(field)}" is not a field; use one of ${columns.fields.join(', ')}, or null`,
      );
    }
  }
  const given = new Set([...override.values()].filter(columns.isField));
  const mapping = trimmed.map((column, index) => {
    if (override.has(column)) return override.get(column) as F | null;
    const field = detected[index] ?? null;
    return field && !columns.isMulti(field) && given.has(field) ? null : field;
  });
  const duplicate = columns.duplicateField(headers, mapping);
  if (duplicate && duplicate.first !== duplicate.second) {
    const { first, second, field } = duplicate;
    throw badMapping(`Columns "${first}" and "${second}" are both mapped to ${field}; ignore one of them`);
  }
  return mapping;
}
