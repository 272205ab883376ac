import { roundHalfAwayFromZero } from '@daftari/format';
import { findAmounts } from '../amounts.ts';
import { findLabelled, type Line, lastMoney, loneMoney } from './lines.ts';

/** The receipt's total (and its subtotal): labelled lines weighed against each other, then fallbacks. */

const NOT_TOTAL = [
  /SUB\s*-?\s*TOTAL/,
  /\bTOTAL\s*(VAT|TAX|TAXES|ITEMS?|ITEM\s*COUNT|QTY|QUANTITY|DISCOUNTS?|SAVINGS?|SAVED|EXCL|EXCLUSIVE|EX|BEFORE|NET|POINTS|UNITS|WEIGHT|LITRES|PIECES|PCS|TAXABLE|VATABLE)\b/,
  /\bTOTAL\s+[A-E]\b/,
  /\bTOTAL\s*(EXEMPT|ZERO)/,
  /\b(VAT|TAX)\s*(TOTAL|AMOUNT|AMT)\b/,
  /\bNET\s*(TOTAL|AMOUNT)\b/,
  /\bCHANGE\b/,
  /\bTENDER(ED)?\b/,
  /\bDISCOUNT\b/,
  /\bSAVINGS?\b/,
  /\bPOINTS\b/,
  /\bROUNDING\b/,
  /\bTOTAL\s*PAID\s*TO\s*DATE\b/,
  /\bBALANCE\b(?!\s*DUE)/,
  // An M-Pesa message's balance, cost and limit: 'Amount you can transact within the day is 498,750.00'.
  /\bTRANSACT\b|\bTRANSACTION\s*COST\b|\bLIMIT\b/,
  // Before tax or the tax inside: 'Total HT', 'Summe netto', 'dont TVA', 'enthaltene MwSt.'.
  /\b(?:TOTAL|MONTANT|SUMME)\s*(?:HT|NETTO|NET)\b|\bNETTO\b|\bDONT\b|\bENTHALTEN\w*/,
  /\bLOYALTY\b/,
  /\b(PIN|TEL|PHONE|TILL|PAYBILL|ACCOUNT\s*NO|ACC\s*NO|METER)\b/,
];

/** Payment lines ('CASH 2,000.00', 'M-PESA 1,140.00') only count when nothing says TOTAL. */
const PAYMENT_WEIGHT = 2;

const TOTAL_RULES: { re: RegExp; weight: number }[] = [
  { re: /\bGRAND\s*-?\s*TOTAL\b/, weight: 10 },
  // German and French: 'Gesamtbetrag', 'Rechnungsbetrag', 'Total TTC', 'Montant TTC', 'Total à payer'.
  {
    re: /\b(?:GESAMT|RECHNUNGS|END)BETRAG\b|\bZU\s*ZAHLEN\b|\b(?:TOTAL|MONTANT)\s*(?:TTC|TOTAL)\b|\b(?:NET\s*)?[AÀ]\s*PAYER\b/,
    weight: 9,
  },
  { re: /\b(TOTAL|AMOUNT|AMT|BALANCE)\s*(DUE|PAYABLE|TO\s*PAY)\b/, weight: 9 },
  { re: /\bNET\s*PAYABLE\b/, weight: 9 },
  {
    re: /\bTOTAL\s*(AMOUNT|AMT|SALES?|INCL\.?|INC\.?|INCLUSIVE|CHARGES|\(?\s*(KES|KSHS?|USD|EUR|GBP|[$€£])\s*\)?)/,
    weight: 9,
  },
  { re: /\bTOTAL\b|\bSUMME\b|\bGESAMT\w*|\bTOTALE\b|\bTOTAAL\b/, weight: 8 },
  { re: /\bAMOUNT\s*(PAID|CHARGED)\b/, weight: 6 },
  { re: /\b(AMOUNT|AMT)\b/, weight: 5 },
  { re: /\bSUM\b|\bBETRAG\b|\bMONTANT\b/, weight: 4 },
  { re: /\b(PAID|M-?PESA|CASH|CARD|VISA|MASTERCARD|PAYMENT)\b/, weight: PAYMENT_WEIGHT },
];

const PAYMENT = /\b(CASH|CARD|VISA|MASTERCARD|M-?PESA|PAID|TENDER\w*|PAYMENT)\b/;

interface TotalCandidate {
  value: number;
  weight: number;
  line: number;
}

function totalCandidates(lines: Line[], decimalComma: boolean): TotalCandidate[] {
  const out: TotalCandidate[] = [];
  lines.forEach((line, index) => {
    if (NOT_TOTAL.some((re) => re.test(line.key))) return;
    const rule = TOTAL_RULES.find((r) => r.re.test(line.key));
    if (!rule) return;
    const amount = lastMoney(line, decimalComma) ?? loneMoney(lines[index + 1], decimalComma);
    if (!amount || amount.value <= 0) return;
    out.push({ value: amount.value, weight: rule.weight, line: index });
  });
  return out;
}

// M-Pesa confirmations: 'Ksh1,500.00 paid to SHELL WESTLANDS.' / 'Ksh500.00 sent to ...'
const MPESA_PAID =
  /(?:KSHS?|KES)\.?\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)\s+(?:PAID|SENT)\s+TO\b/;

export function findTotal(
  lines: Line[],
  decimalComma: boolean,
  subtotal: number | null,
  vat: number | null,
): number | null {
  const candidates = totalCandidates(lines, decimalComma);
  // (An SMS screenshot wraps the sentence anywhere: the lines are read as one.)
  const mpesa = MPESA_PAID.exec(lines.map((line) => line.key).join(' '));
  if (mpesa?.[1]) candidates.push({ value: Number(mpesa[1].replace(/,/g, '')), weight: 8, line: 0 });
  // A total that equals subtotal + VAT wins outright.
  if (subtotal !== null && vat !== null) {
    const consistent = candidates.find((c) => c.weight >= 5 && Math.abs(c.value - (subtotal + vat)) < 0.015);
    if (consistent) return consistent.value;
  }
  const top = Math.max(0, ...candidates.map((c) => c.weight));
  if (top > PAYMENT_WEIGHT) {
    // Among equals, the last one: receipts print the grand total after running totals.
    return candidates.filter((c) => c.weight === top).at(-1)?.value ?? null;
  }
  if (subtotal !== null && vat !== null) return roundHalfAwayFromZero(subtotal + vat, 2);
  // No total label. Cash tendered minus change is what was paid.
  const cash = findLabelled(lines, /\bCASH\b|\bTENDER/, decimalComma);
  const change = findLabelled(lines, /\bCHANGE\b/, decimalComma);
  if (cash !== null && change !== null && change > 0 && cash > change)
    return roundHalfAwayFromZero(cash - change, 2);
  // Else the largest amount with cents that is not a payment line, else what a payment line says.
  let largest: number | null = null;
  for (const line of lines) {
    if (NOT_TOTAL.some((re) => re.test(line.key)) || PAYMENT.test(line.key)) continue;
    for (const amount of findAmounts(line.numeric, decimalComma)) {
      if (amount.percent || amount.decimals !== 2) continue;
      if (largest === null || amount.value > largest) largest = amount.value;
    }
  }
  return largest ?? candidates.at(-1)?.value ?? null;
}

/** The amount before tax: a subtotal, net or taxable line. */
export function findSubtotal(lines: Line[], decimalComma: boolean): number | null {
  return findLabelled(
    lines,
    /SUB\s*-?\s*TOTAL|\bTOTAL\s*(EXCL|BEFORE\s*TAX|NET)\b|\bNET\s*(AMOUNT|TOTAL)\b|\bVATABLE\b|\bTAXABLE\b|\b(?:TOTAL|MONTANT)\s*HT\b|\bSUMME\s*NETTO\b/,
    decimalComma,
  );
}
