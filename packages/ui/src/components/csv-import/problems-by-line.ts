export interface LineProblems {
  line: string;
  messages: string[];
}

const lineNumber = (key: string) => Number(/\d+/.exec(key)?.[0] ?? Number.POSITIVE_INFINITY);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `{"line 3": ["Email is not a valid email address"]}` as rows sorted by line. */
export function problemsByLine(details: Record<string, string[]> | undefined): LineProblems[] {
  return Object.entries(details ?? {})
    .map(([line, messages]) => ({ line: capitalize(line), messages }))
    .sort((a, b) => lineNumber(a.line) - lineNumber(b.line));
}
