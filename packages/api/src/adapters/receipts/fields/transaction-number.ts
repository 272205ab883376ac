import { findDates } from '../dates.ts';
import type { Line } from './lines.ts';

/** The receipt, invoice or transaction number: after its label, else an M-Pesa transaction code. */

const TXN_LABELS: { re: RegExp; weight: number }[] = [
  // 'REPT' is how OCR often reads 'RCPT'.
  { re: /\b(?:RECEIPT|RCPT|REPT|RCT|REC)\s*(?:NO\b|NUMBER\b|NUM\b|ID\b|#|N°)\.?/, weight: 10 },
  { re: /\bCU\s*INV(?:OICE)?\s*(?:NO|NUMBER|NUM|#)?\.?/, weight: 5 },
  { re: /\b(?:TAX\s*)?(?:INVOICE|INV)\s*(?:NO\b|NUMBER\b|NUM\b|ID\b|#)\.?/, weight: 9 },
  { re: /\b(?:TRANS(?:ACTION)?|TXN|TRX|TRN)\b\s*(?:ID|NO|NUMBER|REF|CODE|#)?\.?/, weight: 8 },
  { re: /\bM-?PESA\s*(?:REF|CODE|RECEIPT|TRANS(?:ACTION)?)\b/, weight: 7 },
  { re: /\b(?:REF(?:ERENCE)?|CONFIRMATION)\s*(?:NO|NUMBER|CODE|#)?\b\.?/, weight: 7 },
  {
    re: /\b(?:BILL|TICKET|FOLIO|CASH\s*SALE|WAYBILL|AWB|CONSIGNMENT|DELIVERY\s*NOTE)\s*(?:NO\b|NUMBER\b|#)\.?/,
    weight: 9,
  },
  { re: /\bTRACKING\s*(?:NO\b|NUMBER\b|ID\b|#)?\.?/, weight: 6 },
  // German and French: 'Rechnungsnummer', 'Rechnungsnr.', 'Beleg-Nr.', 'Bon-Nr.', 'Facture n°', 'Numéro de facture'.
  {
    re: /\b(?:RECHNUNGS?\s*-?\s*(?:NUMMER|NR)|BELEG\s*-?\s*(?:NUMMER|NR)|BON\s*-?\s*NR|QUITTUNGS?\s*-?\s*NR|FACTURE\s*(?:N\s?[°O]|NUM[ÉE]RO)|NUM[ÉE]RO\s+DE\s+FACTURE|TICKET\s*(?:N\s?[°O]|(?=\s*:)))\.?/,
    weight: 9,
  },
  {
    re: /\b(?:AUFTRAGS\s*-?\s*(?:NUMMER|NR)|BESTELL\s*-?\s*(?:NUMMER|NR)|R[ÉE]F[ÉE]RENCE\s+(?:DE\s+)?COMMANDE|(?:N\s?[°O]\s+DE\s+)?COMMANDE\s*(?:N\s?[°O])?)\.?/,
    weight: 7,
  },
  { re: /\b(?:RIDE|TRIP)\s*(?:NO\b|NUMBER\b|ID\b|#)\.?/, weight: 6 },
  // 'Order 66120044': a bare 'Order' only counts when a code with digits follows it.
  { re: /\bORDER\b/, weight: 3 },
  {
    re: /\b(?:ORDER|CHECK|CHK|DOC(?:UMENT)?|SALE|VOUCHER|BOOKING)\s*(?:NO\b|NUMBER\b|ID\b|#)\.?/,
    weight: 6,
  },
];
const CODE_VALUE = /^[\s:;,|_~'"#.=\-–]*([A-Z0-9](?:[A-Z0-9\-/]|\.(?=[A-Z0-9])){2,34})/i;
const MPESA_CODE =
  /(?<![A-Z0-9])(?=[A-Z0-9]{10}(?![A-Z0-9]))(?=(?:[A-Z]*\d){2})(?=(?:\d*[A-Z]){4})[A-Z][A-Z0-9]{9}(?![A-Z0-9])/g;
const KRA_PIN = /^[AP]\d{9}[A-Z]$/;

function codeAfter(text: string, from: number): string | null {
  const m = CODE_VALUE.exec(text.slice(from));
  const value = m?.[1]?.replace(/[-/]+$/, '');
  if (!value || !/\d/.test(value) || value.length < 3) return null;
  if (findDates(value).length > 0 || /^\d{1,2}:\d{2}/.test(value)) return null;
  return value;
}

export function findTransactionNumber(lines: Line[]): string | null {
  let best: { value: string; weight: number } | null = null;
  for (const [index, line] of lines.entries()) {
    for (const { re, weight } of TXN_LABELS) {
      if (best && best.weight >= weight) continue;
      const m = re.exec(line.key);
      if (!m) continue;
      const value =
        codeAfter(line.text, m.index + m[0].length) ??
        (() => {
          // The label ends its line and the number is on the next one.
          const rest = line.text.slice(m.index + m[0].length).replace(/[\s:#.=-]/g, '');
          const next = lines[index + 1];
          return rest === '' && next ? codeAfter(next.text, 0) : null;
        })();
      if (value) best = { value, weight };
    }
  }
  if (best) return best.value;
  for (const line of lines) {
    if (/\bPIN\b|\bKRA\b/.test(line.key)) continue;
    for (const m of line.text.matchAll(MPESA_CODE)) {
      if (!KRA_PIN.test(m[0])) return m[0];
    }
  }
  return null;
}
