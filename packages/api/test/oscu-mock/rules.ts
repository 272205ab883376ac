/**
 * The field rules of KRA's OSCU request tables (type, length, decimals, required, code list) and the check that
 * records every way a request departs from them. CHAR fields must be JSON strings, NUMBER fields JSON numbers;
 * NUMBER(p,s) allows s decimals and p−s integer digits; dates must be real Nairobi dates of their form, not in
 * the future; a field the table does not list is a deviation too.
 */

export type Rule =
  | { kind: 'char'; required: boolean; max: number; exact?: number; pattern?: RegExp; codes?: Set<string> }
  | { kind: 'number'; required: boolean; digits: number; places: number; min?: number }
  | { kind: 'date'; required: boolean; time: boolean }
  | { kind: 'list'; required: boolean; of: Fields; min: number }
  | { kind: 'object'; required: boolean; of: Fields };
export type Fields = Record<string, Rule>;

type Options = { required?: boolean };
const isRequired = (options: Options | undefined) => options?.required !== false;

/** CHAR(max), required unless `required: false`. */
export const char = (
  max: number,
  options?: Options & { exact?: number; pattern?: RegExp; codes?: Set<string> | Record<string, unknown> },
): Rule => {
  const codes = options?.codes;
  return {
    kind: 'char',
    required: isRequired(options),
    max,
    ...(options?.exact === undefined ? {} : { exact: options.exact }),
    ...(options?.pattern ? { pattern: options.pattern } : {}),
    ...(codes ? { codes: codes instanceof Set ? codes : new Set(Object.keys(codes)) } : {}),
  };
};
/** NUMBER(digits, places). */
export const number = (digits: number, places = 0, options?: Options & { min?: number }): Rule => ({
  kind: 'number',
  required: isRequired(options),
  digits,
  places,
  ...(options?.min === undefined ? {} : { min: options.min }),
});
export const date = (options?: Options): Rule => ({
  kind: 'date',
  required: isRequired(options),
  time: false,
});
export const dateTime = (options?: Options): Rule => ({
  kind: 'date',
  required: isRequired(options),
  time: true,
});
export const list = (of: Fields, min = 1, options?: Options): Rule => ({
  kind: 'list',
  required: isRequired(options),
  of,
  min,
});
export const object = (of: Fields, options?: Options): Rule => ({
  kind: 'object',
  required: isRequired(options),
  of,
});
export const optional = { required: false } as const;

/** The KRA PIN's form: a letter, nine digits, a letter. */
export const PIN = /^[A-Z]\d{9}[A-Z]$/;

export interface Deviation {
  endpoint: string;
  field: string;
  problem: string;
}

/** Whether `value` has at most `places` decimals (as the number JSON carried). */
function decimals(value: number): number {
  const text = String(value);
  if (text.includes('e')) return Number.POSITIVE_INFINITY;
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

/** A real date (or time) of its form in Nairobi, as an instant; null if not one. */
export function instantOf(value: string, time: boolean): Date | null {
  const match = (time ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/ : /^(\d{4})(\d{2})(\d{2})$/).exec(
    value,
  );
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const instant = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`);
  if (Number.isNaN(instant.getTime())) return null;
  const back = new Date(instant.getTime() + 3 * 3_600_000).toISOString();
  return back.startsWith(`${y}-${mo}-${d}T${h}:${mi}:${s}`) ? instant : null;
}

/** How far ahead of the mock's clock a time may be (the two clocks are never exactly together). */
const CLOCK_SLACK_MS = 5 * 60_000;

function checkValue(
  rule: Rule,
  value: unknown,
  field: string,
  now: Date,
  found: (f: string, p: string) => void,
) {
  switch (rule.kind) {
    case 'char': {
      if (typeof value !== 'string')
        return found(field, `must be a string (CHAR), got ${JSON.stringify(value)}`);
      if (value.length > rule.max) found(field, `is longer than ${rule.max} characters`);
      if (rule.exact !== undefined && value.length !== rule.exact)
        found(field, `must be ${rule.exact} characters`);
      if (rule.pattern && !rule.pattern.test(value)) found(field, `"${value}" is not of the documented form`);
      if (rule.codes && !rule.codes.has(value)) found(field, `"${value}" is not in KRA's code list`);
      return;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return found(field, `must be a number (NUMBER), got ${JSON.stringify(value)}`);
      }
      if (decimals(value) > rule.places) found(field, `${value} has more than ${rule.places} decimals`);
      if (Math.abs(Math.trunc(value)).toString().length > rule.digits - rule.places) {
        found(field, `${value} has more than ${rule.digits - rule.places} integer digits`);
      }
      if (rule.min !== undefined && value < rule.min) found(field, `${value} is below ${rule.min}`);
      return;
    }
    case 'date': {
      const form = rule.time ? 'yyyyMMddHHmmss' : 'yyyyMMdd';
      if (typeof value !== 'string') return found(field, `must be a ${form} string`);
      const instant = instantOf(value, rule.time);
      if (!instant) return found(field, `"${value}" is not a date of the form ${form}`);
      const limit = now.getTime() + (rule.time ? CLOCK_SLACK_MS : 0);
      if (instant.getTime() > limit) found(field, `"${value}" is in the future`);
      return;
    }
    case 'list': {
      if (!Array.isArray(value)) return found(field, 'must be a list');
      if (value.length < rule.min) found(field, `must have at least ${rule.min} entries`);
      for (const [index, entry] of value.entries())
        checkFields(rule.of, entry, `${field}[${index}]`, now, found);
      return;
    }
    case 'object':
      return checkFields(rule.of, value, field, now, found);
  }
}

/** Every deviation of `body` from the fields of its table. */
export function checkFields(
  fields: Fields,
  body: unknown,
  prefix: string,
  now: Date,
  found: (field: string, problem: string) => void,
): void {
  const at = (name: string) => (prefix ? `${prefix}.${name}` : name);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    found(prefix || '(body)', 'must be a JSON object');
    return;
  }
  const record = body as Record<string, unknown>;
  for (const [name, rule] of Object.entries(fields)) {
    const value = record[name];
    if (value === undefined || value === null) {
      if (rule.required) found(at(name), 'is required');
      continue;
    }
    checkValue(rule, value, at(name), now, found);
  }
  for (const name of Object.keys(record)) {
    if (!(name in fields)) found(at(name), 'is not a field of this request');
  }
}
