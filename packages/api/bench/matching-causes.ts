/**
 * Why bench:matching's lines to match were not matched on import to their truth: the first cause that fits,
 * and beside it how often each kind of noise the generator wrote (and a customer without a phone) came with it.
 */
import type { LabelledLine, SourceSet } from './matching-set.ts';

export interface Judged {
  line: LabelledLine;
  stored: {
    match: { kind: string; ids: string[]; auto: boolean } | null;
    suggestions: { kind: string; ids: string[]; confidence?: number }[];
  };
  outcome: string;
  /** Whether a match or suggestion is the line's truth. */
  isTruth: (pair: { kind: string; ids: string[] }) => boolean;
}

const AUTO = 0.95;

function causeOf(judged: Judged, set: SourceSet): string {
  const { line, stored, isTruth } = judged;
  if (stored.match?.auto) return 'matched to something else';
  const at = stored.suggestions.findIndex(isTruth);
  if (at < 0) return 'truth not among the suggestions';
  const truth = stored.suggestions[at]!;
  const rivals = stored.suggestions.filter((_other, index) => index !== at);
  if (rivals.some((other) => (other.confidence ?? 0) >= (truth.confidence ?? 0)))
    return 'a rival as sure or surer';
  if (line.truth.kind === 'invoice_payment') {
    const owed = line.truth.invoices.reduce(
      (sum, number) => sum + Number(set.invoices.find((invoice) => invoice.number === number)!.amount),
      0,
    );
    if (Number(line.amount) < owed) return 'part payment, not sure enough';
  }
  return (truth.confidence ?? 0) < AUTO ? 'surest, but below 0.95' : 'surest and sure, not acted on';
}

/** Adds the set's lines not auto-matched to their truth to `causes`: cause → count and noise → count. */
export function tallyCauses(
  causes: Map<string, { count: number; noise: Map<string, number> }>,
  set: SourceSet,
  judged: Judged[],
) {
  const phoneless = new Set(set.contacts.filter((contact) => !contact.phone).map((contact) => contact.key));
  const ownerOf = new Map(set.invoices.map((invoice) => [invoice.number, invoice.contactKey]));
  for (const each of judged) {
    if (each.line.truth.kind === 'none' || each.outcome === 'auto right') continue;
    const cause = causeOf(each, set);
    const entry = causes.get(cause) ?? { count: 0, noise: new Map<string, number>() };
    entry.count += 1;
    const truth = each.line.truth;
    const invoice =
      truth.kind === 'invoice_payment' ? truth.invoices[0] : truth.kind === 'payment' ? truth.invoice : null;
    const noise = [...each.line.noise.map((tag) => tag.replace(/\d+ days/, 'n days'))];
    if (invoice && phoneless.has(ownerOf.get(invoice)!)) noise.push('customer without a phone');
    for (const tag of noise) entry.noise.set(tag, (entry.noise.get(tag) ?? 0) + 1);
    causes.set(cause, entry);
  }
}

export function printCauses(causes: Map<string, { count: number; noise: Map<string, number> }>) {
  if (causes.size === 0) return;
  console.log('  not matched to their truth on import, by cause (noise of those lines):');
  for (const [cause, { count, noise }] of [...causes].sort((a, b) => b[1].count - a[1].count)) {
    const tags = [...noise]
      .sort((a, b) => b[1] - a[1])
      .map(([tag, n]) => `${tag} ${n}`)
      .join(', ');
    console.log(`    ${String(count).padStart(3)} ${cause}: ${tags}`);
  }
}
