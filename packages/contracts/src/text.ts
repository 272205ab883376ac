/**
 * The one rule for text the app accepts: no control characters but tab, line feed and carriage return, and
 * no unpaired UTF-16 surrogate. PostgreSQL cannot store NUL at all, and its jsonb refuses a lone surrogate
 * (`\ud800`, which text columns take); the other C0 controls and DEL are never typed by a person. Both only
 * come from broken clients and probes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnpairedSurrogate = (text: string): boolean => UNPAIRED_SURROGATE.test(text);

/** Whether the text breaks the rule (a control character or an unpaired surrogate). */
export const isRefusedText = (text: string): boolean =>
  hasControlCharacter(text) || hasUnpairedSurrogate(text);

/** The message for text refused by the rule; NUL, the one PostgreSQL cannot store, is named. */
export const controlCharacterMessage = (label: string, text = '') =>
  text.includes('\u0000')
    ? `${label} must not contain NUL (\\u0000) characters`
    : `${label} must not contain control characters`;

/** The message for any text the rule refuses: what is wrong with it, named. */
export const refusedTextMessage = (label: string, text = '') =>
  hasControlCharacter(text)
    ? controlCharacterMessage(label, text)
    : `${label} must not contain unpaired UTF-16 surrogates (such as \\ud800)`;

/**
 * The first text in `value` (a parsed JSON body, a query, form fields) the rule refuses, with
 * its dotted path (`contact.billing_address.city`, `items.0.description`; a key is checked too), or null
 * when there is none. Walked with a stack of its own, so no nesting depth can overflow the call stack.
 */
export function findRefusedText(value: unknown): { path: string; text: string } | null {
  // Each node knows its parent, so a path is spelled out only for the text that is found.
  interface Node {
    value: unknown;
    key: string | null;
    parent: Node | null;
  }
  const pathOf = (node: Node, key?: string): string => {
    const keys: string[] = key === undefined ? [] : [key];
    for (let at: Node | null = node; at?.key != null; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.') || 'base';
  };
  const pending: Node[] = [{ value, key: null, parent: null }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const current = node.value;
    if (typeof current === 'string') {
      if (isRefusedText(current)) return { path: pathOf(node), text: current };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Object.entries(current);
    for (const [key] of entries) {
      if (isRefusedText(key)) return { path: pathOf(node, key), text: key };
    }
    // Pushed in reverse, so the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      pending.push({ value: child, key, parent: node });
    }
  }
  return null;
}
