/**
 * The one rule for text the app accepts: no control characters but tab, line feed and carriage return.
 * PostgreSQL cannot store NUL at all, and the other C0 controls and DEL are never typed by a person; they
 * only come from broken clients and probes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** The message for text refused by the rule; NUL, the one PostgreSQL cannot store, is named. */
export const controlCharacterMessage = (label: string, text = '') =>
  text.includes('\u0000')
    ? `${label} must not contain NUL (\\u0000) characters`
    : `${label} must not contain control characters`;

/**
 * The first text in `value` (a parsed JSON body, a query, form fields) holding a control character, with
 * its dotted path (`contact.billing_address.city`, `items.0.description`; a key is checked too), or null
 * when there is none.
 */
export function findControlCharacter(
  value: unknown,
  path: string[] = [],
): { path: string; text: string } | null {
  if (typeof value === 'string') {
    return hasControlCharacter(value) ? { path: path.join('.') || 'base', text: value } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (hasControlCharacter(key)) return { path: [...path, key].join('.'), text: key };
    const found = findControlCharacter(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
