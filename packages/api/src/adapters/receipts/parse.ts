import { roundHalfAwayFromZero } from '@daftari/format';
import { knownMerchantAccount, suggestAccount } from './accounts.ts';
import { type Amount, documentCurrency, findAmounts, usesDecimalComma } from './amounts.ts';
import { findDates, withoutDatesAndTimes } from './dates.ts';
import type { ReceiptContext, ReceiptExtraction, ReceiptFields } from './types.ts';

/**
 * The receipt parser: plain text (a PDF's text layer or OCR output) in, receipt fields out. Pure and
 * synchronous; every field may come back null.
 */

interface Line {
  /** As printed (whitespace collapsed). */
  text: string;
  /** Upper case with OCR's digit-for-letter slips inside words undone ('T0TAL' → 'TOTAL'): for keywords. */
  key: string;
  /** `text` with dates and clock times blanked out: for amounts. */
  numeric: string;
}

const OCR_LETTERS: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '|': 'I' };

function keyOf(text: string): string {
  return text.toUpperCase().replace(/[A-Z0-9|]+/g, (word) => {
    const letters = word.replace(/[^A-Z]/g, '').length;
    // Only words that are mostly letters: 'T0TAL' → 'TOTAL', but 'QGH7XK2L9P' or 'A4' stay as they are.
    if (letters < 3 || letters < word.length - 1 || !/[A-Z]{2}/.test(word)) return word;
    return word.replace(/(?<=[A-Z])[0158|](?=[A-Z])/g, (c) => OCR_LETTERS[c] ?? c);
  });
}

export function toLines(text: string): Line[] {
  return text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ')
    .split(/\r?\n|\r/)
    .map((raw) => raw.replace(/[\t ]+/g, ' ').trim())
    .filter((raw) => /[A-Za-z0-9]/.test(raw))
    .map((raw) => ({ text: raw, key: keyOf(raw), numeric: withoutDatesAndTimes(raw) }));
}

// ---------------------------------------------------------------------------------------------------------
// Total

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
  /\bLOYALTY\b/,
  /\b(PIN|TEL|PHONE|TILL|PAYBILL|ACCOUNT\s*NO|ACC\s*NO|METER)\b/,
];

/** Payment lines ('CASH 2,000.00', 'M-PESA 1,140.00') only count when nothing says TOTAL. */
const PAYMENT_WEIGHT = 2;

const TOTAL_RULES: { re: RegExp; weight: number }[] = [
  { re: /\bGRAND\s*-?\s*TOTAL\b/, weight: 10 },
  { re: /\b(TOTAL|AMOUNT|AMT|BALANCE)\s*(DUE|PAYABLE|TO\s*PAY)\b/, weight: 9 },
  { re: /\bNET\s*PAYABLE\b/, weight: 9 },
  {
    re: /\bTOTAL\s*(AMOUNT|AMT|SALES?|INCL\.?|INC\.?|INCLUSIVE|CHARGES|\(?\s*(KES|KSHS?|USD|EUR|GBP|[$€£])\s*\)?)/,
    weight: 9,
  },
  { re: /\bTOTAL\b|\bSUMME\b|\bGESAMT\w*|\bTOTALE\b|\bTOTAAL\b/, weight: 8 },
  { re: /\bAMOUNT\s*(PAID|CHARGED)\b/, weight: 6 },
  { re: /\b(AMOUNT|AMT)\b/, weight: 5 },
  { re: /\bSUM\b/, weight: 4 },
  { re: /\b(PAID|M-?PESA|CASH|CARD|VISA|MASTERCARD|PAYMENT)\b/, weight: PAYMENT_WEIGHT },
];

const PAYMENT = /\b(CASH|CARD|VISA|MASTERCARD|M-?PESA|PAID|TENDER\w*|PAYMENT)\b/;

interface TotalCandidate {
  value: number;
  weight: number;
  line: number;
}

/** The money amount a line ends with (the right-most that is not a percentage). */
function lastMoney(line: Line, decimalComma: boolean): Amount | null {
  const amounts = findAmounts(line.numeric, decimalComma).filter((a) => !a.percent && a.decimals <= 2);
  return amounts.at(-1) ?? null;
}

/** A line that is only an amount (a value printed below its label, or in a column the OCR split off). */
function loneMoney(line: Line | undefined, decimalComma: boolean): Amount | null {
  if (!line || /[A-Za-z]{3,}/.test(line.text.replace(/\b(KSHS?|KES|USD|EUR|GBP)\b/gi, ''))) return null;
  return lastMoney(line, decimalComma);
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

function findTotal(
  lines: Line[],
  decimalComma: boolean,
  subtotal: number | null,
  vat: number | null,
): number | null {
  const candidates = totalCandidates(lines, decimalComma);
  lines.forEach((line, index) => {
    const m = MPESA_PAID.exec(line.key);
    if (m?.[1]) candidates.push({ value: Number(m[1].replace(/,/g, '')), weight: 8, line: index });
  });
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

function findLabelled(lines: Line[], label: RegExp, decimalComma: boolean, exclude?: RegExp): number | null {
  for (const [index, line] of lines.entries()) {
    if (!label.test(line.key) || exclude?.test(line.key)) continue;
    const amount = lastMoney(line, decimalComma) ?? loneMoney(lines[index + 1], decimalComma);
    if (amount) return amount.value;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// VAT

const VAT_WORD =
  /\b(V\s?\.?\s?A\s?\.?\s?T\.?|TAX|VATABLE|TVA|IVA|MWST|UST|GST|MOMS)\b|\b[A-E]\s*[-=:]\s*\d{1,2}(?:[.,]\d+)?\s?%/;
const VAT_ID = /\b(VAT|TAX)\s*(NO|NUMBER|REG|REGISTRATION|ID|PIN|#)\b|\bPIN\b/;
const EXEMPT = /\bEXEMPT(ED)?\b|\bZERO[-\s]?RATED\b|\bNON[-\s]?VAT(ABLE)?\b|\bNO\s+VAT\b/;
const KNOWN_RATES = [16, 8, 0, 5, 7, 10, 12, 14, 15, 18, 19, 20, 21, 22, 23, 25];
/** Kenya's rates, the only ones a rate worked out from amounts is snapped to. */
const KENYAN_RATES = [16, 8];

function snapRate(rate: number): number | null {
  for (const known of KNOWN_RATES) if (Math.abs(rate - known) <= 0.35) return known;
  return null;
}

interface VatFound {
  rate: number | null;
  amount: number | null;
}

function findVat(lines: Line[], decimalComma: boolean): VatFound {
  const rates: { rate: number; withAmount: boolean }[] = [];
  let amount: number | null = null;
  let exempt = false;
  for (const [index, line] of lines.entries()) {
    const key = line.key;
    if (EXEMPT.test(key)) exempt = true;
    if (!VAT_WORD.test(key) || (VAT_ID.test(key) && !/%/.test(key))) continue;
    const amounts = findAmounts(line.numeric, decimalComma);
    // 'A-16%' (an ETR tax code) reads as minus 16 percent.
    const percents = amounts
      .filter((a) => a.percent && Math.abs(a.value) <= 30)
      .map((a) => ({ ...a, value: Math.abs(a.value) }));
    const money = amounts.filter((a) => !a.percent && a.decimals <= 2);
    // 'VAT @ 16' without the percent sign.
    const at = /\b(?:V\.?A\.?T\.?|TAX)\s*(?:@|AT|RATE)\s*(\d{1,2}(?:[.,]\d{1,2})?)(?![\d%])/.exec(key);
    if (at?.[1]) percents.push({ value: Number(at[1].replace(',', '.')), percent: true } as Amount);
    const lineAmount = money.at(-1)?.value ?? null;
    for (const p of percents)
      rates.push({ rate: p.value, withAmount: lineAmount !== null && lineAmount > 0 });
    const isSummary = !/\bVATABLE\b|\bTAXABLE\b|\bEXCL|\bNET\b|\bTOTAL\s+[A-E]\b/.test(key);
    if (
      amount === null &&
      isSummary &&
      /\b(V\s?\.?\s?A\s?\.?\s?T\.?|TAX|TVA|IVA|MWST|UST|GST|MOMS)\b/.test(key)
    ) {
      // The VAT amount: the last money on the line that is not the rate itself (or the next line's lone amount).
      const value =
        lineAmount ??
        (percents.length > 0 ? null : (loneMoney(lines[index + 1], decimalComma)?.value ?? null));
      if (value !== null) amount = value;
    }
  }
  const withAmount = rates.filter((r) => r.withAmount && r.rate > 0);
  const chosen =
    withAmount.find((r) => r.rate === 16) ??
    withAmount[0] ??
    rates.find((r) => r.rate === 16) ??
    rates.find((r) => r.rate > 0) ??
    rates[0];
  if (chosen) return { rate: snapRate(chosen.rate) ?? roundHalfAwayFromZero(chosen.rate, 2), amount };
  if (exempt && (amount === null || amount === 0)) return { rate: 0, amount: amount ?? 0 };
  return { rate: null, amount };
}

/** The VAT rate implied by a VAT amount and a total (or a net amount), snapped to a known rate. */
export function impliedVatRate(vat: number, total: number, net: number | null): number | null {
  if (vat < 0 || total <= 0 || vat >= total) return null;
  if (vat === 0) return 0;
  const base = net !== null && Math.abs(net + vat - total) < 0.05 ? net : total - vat;
  if (base <= 0) return null;
  // Within rounding: the VAT printed to the cent can move the rate a little (more on small amounts).
  for (const known of KENYAN_RATES) {
    const expected = (base * known) / 100;
    if (Math.abs(expected - vat) <= 0.011 + base * 0.0005) return known;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Transaction number

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
  {
    re: /\b(?:ORDER|CHECK|CHK|DOC(?:UMENT)?|SALE|VOUCHER|TRIP|BOOKING)\s*(?:NO\b|NUMBER\b|ID\b|#)\.?/,
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

function findTransactionNumber(lines: Line[]): string | null {
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

// ---------------------------------------------------------------------------------------------------------
// Merchant

const HEADER_WORDS =
  /^(?:OFFICIAL\s+|CASH\s+|SALES?\s+|TAX\s+|FISCAL\s+|SIMPLIFIED\s+|CUSTOMER\s+|MERCHANT\s+|DUPLICATE\s+|ORIGINAL\s+|COPY\s+)*(?:RECEIPT|INVOICE|BILL|SALE|CASH\s*SALE|COPY|DUPLICATE|ORIGINAL|REPRINT|ETR|ETIMS|WELCOME|THANK\s*YOU.*|CUSTOMER\s*COPY|MERCHANT\s*COPY|PAYMENT\s*RECEIPT|TRANSACTION\s*RECEIPT|PURCHASE\s*RECEIPT|GUEST\s*FOLIO|FOLIO|STATEMENT)$/;
const PO_BOX = /\bP\.?\s?[O0]\.?\s*BOX\b|\bBOX\s+\d|\b\d{5}\s*-\s*\d{5}\b/;
const ADDRESS =
  /\bP\.?\s?[O0]\.?\s*BOX\b|\bBOX\s+\d|\b(ROAD|RD|STREET|STR|ST|AVENUE|AVE|HIGHWAY|HWY|LANE|DRIVE|CLOSE|CRESCENT|FLOOR|FLR|BLDG|BUILDING|SUITE|WING|ESTATE|STAGE)\b\.?|\b\d{5}\s*-\s*\d{5}\b|,\s*KENYA\s*$/;
const WEAK_ADDRESS = /\b(MALL|PLAZA|HOUSE|CENTRE|CENTER|TOWERS?|ARCADE|COMPLEX|JUNCTION|SQUARE|HUB)\b/;
const PLACES =
  /^(NAIROBI|MOMBASA|KISUMU|NAKURU|ELDORET|THIKA|MACHAKOS|NYERI|MERU|KITALE|MALINDI|NANYUKI|NAIVASHA|KIAMBU|RUIRU|KITENGELA|RONGAI|WESTLANDS|KILIMANI|KAREN|UPPER\s*HILL|PARKLANDS|LAVINGTON|RUNDA|GIGIRI|INDUSTRIAL\s*AREA|CBD|TOWN|BRANCH)\b/;
const CONTACT =
  /\b(TEL|TEL\.|PHONE|MOB|MOBILE|CELL|FAX|WHATSAPP|CALL|EMAIL|E-MAIL|WEB|WEBSITE)\b|\+\s?254|\b0[17]\d{2}[\s-]?\d{3}[\s-]?\d{3}\b|@|WWW\.|HTTPS?:|\.CO\.KE\b|\.COM\b|\.KE\b/;
const TAX_ID =
  /\bPIN\b|\bKRA\b|\bVAT\s*(NO|REG|#)|\bTIN\b|\bREG(ISTRATION)?\s*NO\b|\bBRN\b|\bCU\s*(SERIAL|NO|INV)/;
const LABEL_LINE =
  /^(DATE|TIME|CASHIER|SERVED\s*BY|OPERATOR|TILL|TABLE|BRANCH|STORE\s*NO|POS|TERMINAL|RECEIPT|INVOICE|TXN|TRANS|TRANSACTION|ITEM|QTY|DESCRIPTION|CUSTOMER|GUEST|ROOM|ATTENDANT|PUMP|NOZZLE|VEHICLE|REG|ORDER|BILL|TICKET|FOLIO|CHECK|REF|REFERENCE|ACCOUNT|PHONE|BILLED|INVOICE\s*NUMBER)\b/;
const MERCHANT_LABEL =
  /^(MERCHANT|STORE|SHOP|SELLER|VENDOR|BUSINESS|COMPANY|SUPPLIER|PAYEE|PAID\s*TO|SOLD\s*BY)\s*(NAME)?\s*[:-]\s*(.+)$/i;
const PAID_TO =
  /\b(?:PAID\s+TO|SENT\s+TO|PAYMENT\s+TO|BOUGHT\s+FROM|PURCHASED\s+FROM)\s+(.+?)(?:\.\s|\.$|\s+ON\s+\d|\s+FOR\s+ACCOUNT|\s+ACCOUNT\s|$)/i;

function cleanMerchant(text: string): string {
  return text
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}).']+$/gu, '')
    .replace(/^(?:WELCOME\s*TO|THANK\s+YOU\s+FOR\s+SHOPPING\s+(?:AT|WITH))\s*/i, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function looksLikeMerchant(line: Line, position: number): boolean {
  // '*** WELCOME TO ***' over the name, or 'WELCOME TO NAIVAS' on one line (cleanMerchant drops the greeting).
  if (/WELCOME/.test(line.key)) {
    // (OCR glues the greeting to its neighbours: 'WELCOMESTO'.)
    const rest = line.key.replace(/^.*?WELCOME[A-Z]*\s*(?:T[O0]\b)?/, '').replace(/[^A-Z\s]/g, ' ');
    const words = rest.split(/\s+/).filter((w) => w.length >= 3);
    if (!words.some((w) => w.length >= 4) && words.length < 2) return false;
  }
  const key = line.key
    .replace(/[^A-Z0-9&'.,\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const letters = key.replace(/[^A-Z]/g, '').length;
  if (letters < 3 || !/[A-Z]{3,}/.test(key)) return false;
  const digits = key.replace(/[^0-9]/g, '').length;
  if (digits > letters) return false;
  if (
    HEADER_WORDS.test(
      key
        .replace(/[.,:'-]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
  )
    return false;
  if (PO_BOX.test(key) || CONTACT.test(line.key) || TAX_ID.test(key) || LABEL_LINE.test(key)) return false;
  if (PLACES.test(key) && (key.length < 30 || key.includes(','))) return false;
  // The first line may well be 'KFC MOI AVENUE' or 'TEXT BOOK CENTRE'; later ones with such words are addresses.
  if ((ADDRESS.test(key) || WEAK_ADDRESS.test(key)) && (position > 0 || /\d|,/.test(key))) return false;
  if (findDates(line.text).length > 0) return false;
  if (/\b(TOTAL|SUBTOTAL|VAT|CHANGE|CASH)\b/.test(key) && digits > 0) return false;
  // Noise from OCR: mostly one- or two-letter fragments.
  const words = key.split(' ').filter((w) => /[A-Z]/.test(w));
  const longWords = words.filter((w) => w.replace(/[^A-Z]/g, '').length >= 3);
  return longWords.length > 0 && longWords.length * 2 >= words.length;
}

function findMerchant(lines: Line[]): string | null {
  for (const line of lines.slice(0, 15)) {
    const m = MERCHANT_LABEL.exec(line.text);
    if (m?.[3]) {
      const name = cleanMerchant(m[3]);
      if (name.length >= 2) return name;
    }
  }
  // An M-Pesa confirmation wraps its sentence over lines: 'Ksh2,350.00 paid to\nCHICKEN INN MOI AVENUE. on …'
  {
    const m = PAID_TO.exec(lines.map((line) => line.text).join(' '));
    if (m?.[1]) {
      const name = cleanMerchant(m[1]);
      if (/[A-Za-z]{2,}/.test(name)) return name;
    }
  }
  // `position` counts the lines that could have been a name (not 'RECEIPT', 'TAX INVOICE' or noise).
  let position = 0;
  for (const line of lines.slice(0, 10)) {
    if (looksLikeMerchant(line, position)) return cleanMerchant(line.text);
    const key = line.key
      .replace(/[^A-Z\s]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (key.replace(/\s/g, '').length >= 3 && !HEADER_WORDS.test(key)) position += 1;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Items

const NOT_ITEM =
  /\b(TOTAL|SUB\s*-?\s*TOTAL|VAT|TAX|CHANGE|CASH|TENDERED|BALANCE|DISCOUNT|ROUNDING|M-?PESA|CARD|VISA|PAID|PAYMENT|AMOUNT|AMT|DUE|CASHIER|TILL|DATE|TIME|RECEIPT|INVOICE|TXN|TRANS|REF|PIN|TEL|PHONE|QTY\s+PRICE|ITEMS?\s+SOLD|NO\s+OF\s+ITEMS|POINTS|SAVINGS?|CU\s|SERIAL|BUYER|CUSTOMER|TABLE|GUEST|COVERS|SERVED|ACCOUNT|METER|TOKEN\s*NO|UNITS)\b/;

const TRAILING_TOKEN =
  /^(?:[xX*@=]|(?:KSHS?|KES|USD|EUR|[$€£])\.?|(?:(?:KSHS?|KES|[$€£])\.?)?-?\d[\d,.']*[A-Z]?|[A-Z]|\d+(?:[.,]\d+)?%|\d+(?:[.,]\d+)?(?:L|LTR|LTRS|KG|PCS))$/;

function itemName(text: string): string | null {
  const tokens = text
    .replace(/^\s*\d+(?:[.,]\d+)?\s*(?:[xX*@]|PCS|pcs)\s+/, '')
    .replace(/^\s*\d{1,3}\s+(?=\p{L})/u, '')
    .split(' ');
  while (tokens.length > 1 && TRAILING_TOKEN.test(tokens.at(-1) ?? '')) tokens.pop();
  const name = tokens
    .join(' ')
    .replace(/[^\p{L}\p{N})%]+$/u, '')
    .trim();
  return /\p{L}{2,}/u.test(name) ? name : null;
}

function findItems(lines: Line[], decimalComma: boolean, merchantLine: number): string[] {
  const items: string[] = [];
  // Items end where the totals begin (a 'Description  Qty  Total' heading has no amount and does not count).
  const end = lines.findIndex(
    (line) => /SUB\s*-?\s*TOTAL|\bTOTAL\b|\bGRAND\b/.test(line.key) && lastMoney(line, decimalComma) !== null,
  );
  const stop = end === -1 ? lines.length : end;
  for (let index = Math.max(merchantLine + 1, 0); index < stop; index++) {
    const line = lines[index];
    if (!line || NOT_ITEM.test(line.key) || ADDRESS.test(line.key) || CONTACT.test(line.key)) continue;
    if (findDates(line.text).length > 0) continue;
    const money = lastMoney(line, decimalComma);
    const letters = line.text.replace(/[^A-Za-z]/g, '').length;
    if (money && letters >= 2 && money.decimals === 2) {
      const name = itemName(line.text);
      if (name && !/^(ITEM|DESCRIPTION|QTY|PRICE|AMOUNT)\b/i.test(name)) items.push(name);
      continue;
    }
    // A name on its own line, its quantity and price on the next.
    const next = lines[index + 1];
    const nextWords = next?.text.replace(/\b(KSHS?|KES|LTRS?|LITRES?|L|PCS|KGS?|KWH|X)\b/gi, '') ?? '';
    if (!money && letters >= 3 && next && index + 1 < stop && !/[A-Za-z]{2,}/.test(nextWords)) {
      const nextMoney = lastMoney(next, decimalComma);
      if (nextMoney && nextMoney.decimals === 2 && !/^(ITEM|DESCRIPTION|QTY)\b/i.test(line.text)) {
        items.push(line.text.replace(/[^\p{L}\p{N})%]+$/u, ''));
        index += 1;
      }
    }
  }
  return items;
}

export function summariseItems(items: string[], limit = 3): string | null {
  if (items.length === 0) return null;
  const shown = items.slice(0, limit).join(', ');
  return items.length > limit ? `${shown} and ${items.length - limit} more` : shown;
}

// ---------------------------------------------------------------------------------------------------------
// Date

const NOT_RECEIPT_DATE = /\b(DUE|EXPIR\w*|EXP|VALID|PRINTED|BIRTH|DOB|CHECK[-\s]?OUT|DEPART\w*|SINCE|FROM)\b/;

function findDate(lines: Line[]): string | null {
  let fallback: string | null = null;
  for (const line of lines) {
    const dates = findDates(line.text);
    if (dates.length === 0) continue;
    // A due, expiry or check-out date is only used when nothing else is there (the loop below).
    if (NOT_RECEIPT_DATE.test(line.key)) continue;
    if (/\bDATE\b|\bDATED\b|\bON\b/.test(line.key)) return dates[0]?.iso ?? null;
    fallback ??= dates[0]?.iso ?? null;
  }
  if (fallback) return fallback;
  for (const line of lines) {
    const d = findDates(line.text)[0];
    if (d) return d.iso;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------

/** The receipt's fields from its text. */
export function parseReceiptFields(text: string): ReceiptFields {
  const lines = toLines(text);
  const decimalComma = usesDecimalComma(text);
  const merchant = findMerchant(lines);
  const vat = findVat(lines, decimalComma);
  const subtotal = findLabelled(
    lines,
    /SUB\s*-?\s*TOTAL|\bTOTAL\s*(EXCL|BEFORE\s*TAX|NET)\b|\bNET\s*(AMOUNT|TOTAL)\b|\bVATABLE\b|\bTAXABLE\b/,
    decimalComma,
  );
  const total = findTotal(lines, decimalComma, subtotal, vat.amount);
  let vatRate = vat.rate;
  if (vatRate === null && vat.amount !== null && total !== null)
    vatRate = impliedVatRate(vat.amount, total, subtotal);
  const merchantLine = merchant ? lines.findIndex((line) => line.text.includes(merchant)) : -1;
  return {
    merchant,
    date: findDate(lines),
    total: total === null ? null : roundHalfAwayFromZero(total, 2),
    vatRate,
    vatAmount: vat.amount,
    currency: documentCurrency(text),
    transactionNumber: findTransactionNumber(lines),
    items: findItems(lines, decimalComma, merchantLine),
  };
}

/** The contract's answer from the fields: adds the descriptions and the suggested ledger account. */
export function toExtraction(
  fields: ReceiptFields,
  text: string,
  context: ReceiptContext,
  /** An account chosen elsewhere (the LLM); the business's own choice for this merchant still comes first. */
  preferredAccountId: number | null = null,
): ReceiptExtraction {
  const items = summariseItems(fields.items);
  const accountId =
    knownMerchantAccount(fields.merchant, context) ??
    preferredAccountId ??
    suggestAccount(fields.merchant, text, context);
  let description: string | null = null;
  if (fields.merchant && items) description = `${fields.merchant}: ${items}`;
  else if (fields.merchant) description = `Purchase at ${fields.merchant}`;
  else description = items;
  let attachment: string | null = null;
  if (fields.merchant && fields.date) attachment = `Receipt from ${fields.merchant} dated ${fields.date}`;
  else if (fields.merchant) attachment = `Receipt from ${fields.merchant}`;
  else if (fields.date) attachment = `Receipt dated ${fields.date}`;
  return {
    items_description: items,
    order: { total: fields.total, vat: { rate: fields.vatRate }, description },
    metadata: { date: fields.date, transaction_number: fields.transactionNumber },
    suggested_account: accountId === null ? null : { id: accountId },
    attachment_description: attachment,
    merchant: { name: fields.merchant },
  };
}

/** Receipt text (a PDF's text layer or OCR output) → the extraction the API answers with. */
export function parseReceiptText(text: string, context: ReceiptContext): ReceiptExtraction {
  return toExtraction(parseReceiptFields(text), text, context);
}
