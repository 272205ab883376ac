import { excerpt } from './checks.ts';

/** Examples kept per kind of problem: the requests with the fewest hostile parts, the clearest ones. */
const EXAMPLES = 4;

interface Example {
  labels: string[];
  answer: string;
}

/** The problems one route showed, grouped by kind (`500`, `404 outside {error}: ...`), with examples. */
export class Findings {
  private readonly kinds = new Map<string, { count: number; examples: Example[] }>();

  /** `shown`: how much of the answer the report keeps. */
  add(problem: string, labels: string[], answer: string, shown = 160): void {
    const kind = this.kinds.get(problem) ?? { count: 0, examples: [] };
    kind.count += 1;
    const key = labels.join(' | ');
    if (!kind.examples.some((example) => example.labels.join(' | ') === key)) {
      kind.examples.push({ labels, answer: excerpt(answer, shown) });
      kind.examples.sort((a, b) => a.labels.length - b.labels.length);
      kind.examples.length = Math.min(kind.examples.length, EXAMPLES);
    }
    this.kinds.set(problem, kind);
  }

  get empty(): boolean {
    return this.kinds.size === 0;
  }

  /** The report of a failing route: each kind, how often, and its clearest requests with their answers. */
  report(route: string, replay: string): string {
    const lines = [`${route}: ${this.kinds.size} kind(s) of problem (${replay})`];
    for (const [problem, { count, examples }] of this.kinds) {
      lines.push(`  ${problem} ×${count}`);
      for (const example of examples) {
        lines.push(`    [${example.labels.join(' | ') || 'the valid request'}] → ${example.answer}`);
      }
    }
    return lines.join('\n');
  }
}
