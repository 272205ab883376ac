/** The evidence a statement line's words and figures give: the party's name, a document's number. */

/** The texts of a statement line that name its party and what it pays. */
interface LineWords {
  description: string;
  counterparty: string | null;
  accountRef: string | null;
}

export const words = (text: string) =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length >= 3 && !/^\d+$/.test(word));
export const COMMON = new Set([
  'LTD',
  'LIMITED',
  'THE',
  'AND',
  'COMPANY',
  'ENTERPRISES',
  'SERVICES',
  'KENYA',
]);

export const lineText = (line: LineWords) =>
  `${line.counterparty ?? ''} ${line.description} ${line.accountRef ?? ''}`;

interface ReadLine {
  have: string[];
  haveSet: Set<string>;
  initials: Set<string>;
  /** What each name word weighed against the line has been found to be: read (found or nearly), an initial, neither. */
  verdicts: Map<string, 'read' | 'initial' | 'missing'>;
}
const lineWords = new WeakMap<LineWords, ReadLine>();

/** A line's words and initials, read once per line (the matcher weighs many names against one line). */
function lineWordsOf(line: LineWords): ReadLine {
  let known = lineWords.get(line);
  if (!known) {
    const text = lineText(line);
    const have = words(text);
    const initials = new Set(text.toUpperCase().match(/\b[A-Z]\b/g) ?? []);
    known = { have, haveSet: new Set(have), initials, verdicts: new Map() };
    lineWords.set(line, known);
  }
  return known;
}

/** The distinctive words of names, kept for the names weighed most recently. */
const nameWords = new Map<string, string[]>();
const NAME_WORDS_KEPT = 20_000;

function wantedWords(name: string): string[] {
  let want = nameWords.get(name);
  if (!want) {
    if (nameWords.size >= NAME_WORDS_KEPT) nameWords.clear();
    want = words(name).filter((word) => !COMMON.has(word));
    nameWords.set(name, want);
  }
  return want;
}

/** Whether two words of at least 5 letters differ by one letter dropped, added, changed or two swapped. */
function nearly(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  const rest = (x: string, y: string) => a.slice(start + x.length) === b.slice(start + y.length);
  const [ca = '', cb = ''] = [a[start], b[start]];
  return (
    rest(ca, '') ||
    rest('', cb) ||
    rest(ca, cb) ||
    (a[start + 1] === cb && b[start + 1] === ca && rest(`${ca}${cb}`, `${cb}${ca}`))
  );
}

/**
 * 0.30 for every word of the name on the line; 0.25 when every word is there but some only nearly (a letter
 * off) or as an initial beside a word found; 0.15 for some distinctive words; with the reason.
 */
export function nameScore(line: LineWords, name: string): [number, string | null] {
  const { have, initials } = lineWordsOf(line);
  const want = wantedWords(name);
  if (want.length === 0) return [0, null];
  const found = want.filter((word) => have.includes(word));
  if (found.length === want.length) return [0.3, `Paid by ${name}, the name on the line`];
  const near = want.filter((word) => !found.includes(word) && have.some((seen) => nearly(seen, word)));
  const initialled = want.filter(
    (word) => !found.includes(word) && !near.includes(word) && initials.has(word[0]!),
  );
  const read = found.length + near.length;
  if (read > 0 && read + initialled.length === want.length) {
    return [0.25, `The name on the line reads as ${name}`];
  }
  if (read > 0) return [0.15, `The line names ${[...found, ...near].join(' ')} (${name})`];
  return [0, null];
}

/** Whether every distinctive word of the name is on the line as written (nameScore's 0.30), read cheaply. */
export function hasWholeName(line: LineWords, name: string): boolean {
  const { haveSet } = lineWordsOf(line);
  const want = wantedWords(name);
  return want.length > 0 && want.every((word) => haveSet.has(word));
}

/**
 * Whether nameScore gives the name at least 0.25 (every word of it on the line, nearly, or as an initial, and
 * one at least not as an initial), answered without its reasons and stopping at the first word missing.
 */
export function readsAsName(line: LineWords, name: string): boolean {
  const read = lineWordsOf(line);
  let found = 0;
  for (const word of wantedWords(name)) {
    let verdict = read.verdicts.get(word);
    if (verdict === undefined) {
      const near = read.haveSet.has(word) || read.have.some((seen) => nearly(seen, word));
      verdict = near ? 'read' : read.initials.has(word[0]!) ? 'initial' : 'missing';
      read.verdicts.set(word, verdict);
    }
    if (verdict === 'missing') return false;
    if (verdict === 'read') found += 1;
  }
  return found > 0;
}

/** The figures of the line (`IVN0012` and `INV-O012` give 12): where a document's number may be written. */
function figuresOf(line: LineWords): Set<number> {
  const text = `${line.accountRef ?? ''} ${line.description}`.replace(/(?<=[\s#-])[Oo](?=\d)/g, '0');
  return new Set(
    [...text.matchAll(/\d{1,6}/g)]
      .filter((m) => !/\d/.test(text[m.index + m[0].length] ?? ''))
      .map((m) => Number(m[0])),
  );
}

/** 0.15 when the document's number (its last figures: 12 of `INV-0012`) is among the line's figures. */
export function numberScore(
  line: LineWords,
  what: string,
  number: string | undefined,
): [number, string | null] {
  const value = number?.match(/\d+/g)?.at(-1);
  if (!value || Number(value) === 0 || !figuresOf(line).has(Number(value))) return [0, null];
  return [0.15, `The line carries ${Number(value)}, the number of ${what} ${number}`];
}
