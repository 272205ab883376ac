import { findDates } from '../dates.ts';
import type { Line } from './lines.ts';

/** The merchant's name: a labelled name, the payee of an M-Pesa message, else the first line that reads as one. */

const HEADER_WORDS =
  /^(?:OFFICIAL\s+|CASH\s+|SALES?\s+|TAX\s+|FISCAL\s+|SIMPLIFIED\s+|CUSTOMER\s+|MERCHANT\s+|DUPLICATE\s+|ORIGINAL\s+|COPY\s+)*(?:RECEIPT|INVOICE|BILL|SALE|CASH\s*SALE|COPY|DUPLICATE|ORIGINAL|REPRINT|ETR|ETIMS|WELCOME|THANK\s*YOU.*|CUSTOMER\s*COPY|MERCHANT\s*COPY|PAYMENT\s*RECEIPT|TRANSACTION\s*RECEIPT|PURCHASE\s*RECEIPT|GUEST\s*FOLIO|FOLIO|STATEMENT)$/;
const PO_BOX = /\bP\.?\s?[O0]\.?\s*BOX\b|\bBOX\s+\d|\b\d{5}\s*-\s*\d{5}\b/;
export const ADDRESS =
  /\bP\.?\s?[O0]\.?\s*BOX\b|\bBOX\s+\d|\b(ROAD|RD|STREET|STR|ST|AVENUE|AVE|HIGHWAY|HWY|LANE|DRIVE|CLOSE|CRESCENT|FLOOR|FLR|BLDG|BUILDING|SUITE|WING|ESTATE|STAGE)\b\.?|\b\d{5}\s*-\s*\d{5}\b|,\s*KENYA\s*$/;
const WEAK_ADDRESS = /\b(MALL|PLAZA|HOUSE|CENTRE|CENTER|TOWERS?|ARCADE|COMPLEX|JUNCTION|SQUARE|HUB)\b/;
const PLACES =
  /^(NAIROBI|MOMBASA|KISUMU|NAKURU|ELDORET|THIKA|MACHAKOS|NYERI|MERU|KITALE|MALINDI|NANYUKI|NAIVASHA|KIAMBU|RUIRU|KITENGELA|RONGAI|WESTLANDS|KILIMANI|KAREN|UPPER\s*HILL|PARKLANDS|LAVINGTON|RUNDA|GIGIRI|INDUSTRIAL\s*AREA|CBD|TOWN|BRANCH)\b/;
export const CONTACT =
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

export function findMerchant(lines: Line[]): string | null {
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
