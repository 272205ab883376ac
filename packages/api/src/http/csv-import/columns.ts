/**
 * Recognising the columns of an import file by their headers. A dictionary gives, for each field Daftari
 * reads, the names other tools give its column, normalised by `normaliseHeader`; a `preferred` name is taken
 * over a `fallback` one (a billing address over a shipping one). Some fields may be held by many columns
 * (`multi`: a contact's phone numbers); every other field by one column at most.
 */

export interface Aliases {
  preferred: string[];
  fallback?: string[];
}

/** A header's field and whether it is only a fallback. */
export interface KnownColumn<F extends string> {
  field: F;
  fallback: boolean;
}

/** Two columns (trimmed headers) that hold one field many columns may not share. */
export interface DuplicateField<F extends string> {
  field: F;
  first: string;
  second: string;
}

/** `" E-mail Address "` → `e_mail_address`, `*ContactName` → `contactname`. */
export const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

export interface ColumnDictionary<F extends string> {
  /** Every field, in the order error messages list them. */
  fields: readonly F[];
  /** Whether many columns may hold the field. */
  isMulti(field: F): boolean;
  isField(value: unknown): value is F;
  /** The field a header names, if the dictionary knows it. */
  knownHeader(header: string): KnownColumn<F> | undefined;
  /**
   * The field each column is read into (null: ignored). A multi field keeps every column naming it; any other
   * field takes its preferred column, else its first fallback one. Two preferred columns for one field
   * (`email` and `E-Mail`) both keep it: which one is meant cannot be guessed, and `duplicateField` says so.
   */
  detectMapping(headers: string[]): (F | null)[];
  /** The first two columns that hold one field other than a multi one, if any. */
  duplicateField(headers: string[], fields: (F | null)[]): DuplicateField<F> | null;
}

export function columnDictionary<F extends string>(
  fields: readonly F[],
  dictionary: Record<F, Aliases>,
  multi: readonly F[] = [],
): ColumnDictionary<F> {
  const known = new Map<string, KnownColumn<F>>();
  for (const field of fields) {
    const { preferred, fallback = [] } = dictionary[field];
    for (const name of preferred) known.set(name, { field, fallback: false });
    for (const name of fallback) known.set(name, { field, fallback: true });
  }
  const isMulti = (field: F) => multi.includes(field);
  const knownHeader = (header: string) => known.get(normaliseHeader(header));

  function detectMapping(headers: string[]): (F | null)[] {
    const found = headers.map(knownHeader);
    const hasPreferred = new Set(
      found.filter((match) => match && !match.fallback).map((match) => match!.field),
    );
    const firstFallback = new Map<F, number>();
    found.forEach((match, index) => {
      if (match?.fallback && !firstFallback.has(match.field)) firstFallback.set(match.field, index);
    });
    return found.map((match, index) => {
      if (!match) return null;
      if (!match.fallback || isMulti(match.field)) return match.field;
      return !hasPreferred.has(match.field) && firstFallback.get(match.field) === index ? match.field : null;
    });
  }

  function duplicateField(headers: string[], mapped: (F | null)[]): DuplicateField<F> | null {
    const holder = new Map<F, number>();
    for (const [index, field] of mapped.entries()) {
      if (!field || isMulti(field)) continue;
      const first = holder.get(field);
      if (first !== undefined)
        return { field, first: headers[first]!.trim(), second: headers[index]!.trim() };
      holder.set(field, index);
    }
    return null;
  }

  return {
    fields,
    isMulti,
    isField: (value: unknown): value is F => typeof value === 'string' && fields.includes(value as F),
    knownHeader,
    detectMapping,
    duplicateField,
  };
}
