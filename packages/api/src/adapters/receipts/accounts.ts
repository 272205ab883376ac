import { CATEGORIES } from './categories.ts';
import type { ExpenseAccountRef, ReceiptContext } from './types.ts';

/**
 * The suggested ledger account: what this business chose before for the same merchant, else a category
 * guessed from keywords on the receipt and matched to the chart's expense accounts by name, else a
 * General/Office account, else none.
 */

const FALLBACK_ACCOUNT_WORDS = ['general', 'sundry', 'miscellaneous', 'other expense', 'office'];

/** Lower case, letters and digits only, single spaces; common company suffixes dropped. */
export function normaliseMerchant(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(ltd|limited|plc|inc|co|company|llc|kenya|k)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function wordPattern(word: string): RegExp {
  const prefix = word.endsWith('*');
  const body = (prefix ? word.slice(0, -1) : word)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/ /g, '\\s+');
  return new RegExp(`(?<![a-z0-9])${body}${prefix ? '' : '(?![a-z0-9])'}`, 'i');
}

const patternCache = new Map<string, RegExp>();
function matches(text: string, word: string): boolean {
  let re = patternCache.get(word);
  if (!re) {
    re = wordPattern(word);
    patternCache.set(word, re);
  }
  return re.test(text);
}

/** The expense category the receipt's words point at (merchant words count three times), or null. */
export function guessCategory(merchant: string | null, text: string): string | null {
  let best: string | null = null;
  let bestScore = 0;
  const merchantText = merchant ?? '';
  for (const category of CATEGORIES) {
    let score = 0;
    for (const word of category.receiptWords) {
      if (merchantText && matches(merchantText, word)) score += 3;
      else if (matches(text, word)) score += 1;
    }
    if (score > bestScore) {
      best = category.name;
      bestScore = score;
    }
  }
  return best;
}

function accountText(account: ExpenseAccountRef): string {
  return ` ${account.name} ${account.full_name} `.toLowerCase().replace(/[^a-z0-9&]+/g, ' ');
}

/** The first account whose name holds one of the words, trying the words in order. */
export function accountByWords(accounts: ExpenseAccountRef[], words: string[]): ExpenseAccountRef | null {
  for (const word of words) {
    const re = wordPattern(word.trim());
    const found = accounts.find((account) => re.test(accountText(account)));
    if (found) return found;
  }
  return null;
}

/** The account this business used before for this merchant, if it is still an expense account. */
export function knownMerchantAccount(merchant: string | null, context: ReceiptContext): number | null {
  if (!merchant || context.knownMerchants.size === 0) return null;
  const wanted = normaliseMerchant(merchant);
  if (!wanted) return null;
  const allowed = (id: number) =>
    context.expenseAccounts.length === 0 || context.expenseAccounts.some((account) => account.id === id);
  let partial: number | null = null;
  for (const [name, id] of context.knownMerchants) {
    const known = normaliseMerchant(name);
    if (!known || !allowed(id)) continue;
    if (known === wanted) return id;
    // 'naivas' chosen before matches 'naivas westlands' (and the other way round), whole words only.
    if (partial === null && known.length >= 4 && wanted.length >= 4) {
      if (` ${wanted} `.includes(` ${known} `) || ` ${known} `.includes(` ${wanted} `)) partial = id;
    }
  }
  return partial;
}

export function suggestAccount(
  merchant: string | null,
  text: string,
  context: ReceiptContext,
): number | null {
  const known = knownMerchantAccount(merchant, context);
  if (known !== null) return known;
  const accounts = context.expenseAccounts;
  if (accounts.length === 0) return null;
  const categoryName = guessCategory(merchant, text);
  const category = CATEGORIES.find((c) => c.name === categoryName);
  const account =
    (category ? accountByWords(accounts, category.accountWords) : null) ??
    accountByWords(accounts, FALLBACK_ACCOUNT_WORDS);
  return account?.id ?? null;
}
