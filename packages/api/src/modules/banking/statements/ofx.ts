import { statementCents } from './amounts.ts';
import {
  cellText,
  optionalCell,
  type ParsedLine,
  type ParsedStatement,
  quoted,
  StatementError,
} from './line.ts';

/** Whether the text is an OFX or QFX file (SGML v1 with its header block, or XML v2). */
export const isOfx = (text: string) => /OFXHEADER\s*[:=]|<OFX>/i.test(text.slice(0, 4096));

/** The value of a leaf element: `<TRNAMT>-20.00` (SGML leaves need no closing tag) or `<TRNAMT>-20.00</TRNAMT>`. */
function leaf(block: string, tag: string): string | undefined {
  const found = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  return found ? decodeEntities(found[1]!.trim()) : undefined;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** `20260131`, `20260131120000`, `20260131120000.000[+3:EAT]`: the date and, when given, the time. */
function ofxDate(value: string | undefined, what: string): { date: string; time: string | null } {
  const found = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?/.exec(value ?? '');
  if (!found) throw new StatementError(`${what}: ${quoted(value)} is not an OFX date`);
  const [, y, m, d, hh, mm, ss] = found;
  const date = `${y}-${m}-${d}`;
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || !check.toISOString().startsWith(date)) {
    throw new StatementError(`${what}: ${quoted(value)} is not a real date`);
  }
  return { date, time: hh && mm ? `${hh}:${mm}:${ss ?? '00'}` : null };
}

/**
 * An OFX/QFX statement (bank or credit card): each STMTTRN is a line (FITID its reference, NAME the party,
 * MEMO the details); LEDGERBAL is the closing balance. OFX carries no running balance, so the opening balance
 * is the closing one less the lines.
 */
export function readOfx(text: string): ParsedStatement {
  const blocks = [...text.matchAll(/<STMTTRN>([\s\S]*?)(?=<\/STMTTRN>|<STMTTRN>|<\/BANKTRANLIST>)/gi)];
  if (blocks.length === 0) throw new StatementError('The OFX file holds no transactions');
  const lines: ParsedLine[] = blocks.map(([, block], index) => {
    const position = index + 1;
    const what = `Transaction ${position}`;
    const amountCents = statementCents(leaf(block!, 'TRNAMT'), position, 'TRNAMT');
    if (amountCents === null) throw new StatementError(`${what}: it has no amount (TRNAMT)`);
    const name = optionalCell(leaf(block!, 'NAME') ?? leaf(block!, 'PAYEE'), 200);
    const memo = optionalCell(leaf(block!, 'MEMO'), 500);
    return {
      line: position,
      ...ofxDate(leaf(block!, 'DTPOSTED'), what),
      reference: optionalCell(leaf(block!, 'FITID') ?? leaf(block!, 'CHECKNUM'), 64),
      description: cellText([name, memo].filter(Boolean).join(' · '), 500) || '(no details)',
      counterparty: name,
      counterpartyPhone: null,
      accountRef: null,
      amountCents,
      balanceCents: null,
    };
  });
  const ledgerBalance = /<LEDGERBAL>([\s\S]*?)(?=<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>|$)/i.exec(text)?.[1];
  const closingCents = ledgerBalance ? statementCents(leaf(ledgerBalance, 'BALAMT'), 0, 'BALAMT') : null;
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0n);
  return {
    format: 'ofx',
    lines,
    openingCents: closingCents === null ? null : closingCents - total,
    closingCents,
    mapping: null,
  };
}
