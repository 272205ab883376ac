import { findDates } from '../dates.ts';
import { brandOf, LEGAL_ENTITY } from './brands.ts';
import type { Line } from './lines.ts';

/**
 * The merchant's name: a labelled name, an e-mail's sender, the payee of an M-Pesa message, else the first
 * header line that reads as a name (not an address, contact, document word, subject or item line), with the
 * brand preferred over the company operating it.
 */

/** Words that name the document or its state, never the merchant ('TAX INVOICE', 'RECHNUNG', 'Ride details'). */
const DOCUMENT_WORDS = new Set(
  `OFFICIAL CASH SALES SALE TAX FISCAL SIMPLIFIED CUSTOMER MERCHANT DUPLICATE ORIGINAL COPY REPRINT RECEIPT
  INVOICE BILL ETR ETIMS WELCOME STATEMENT FOLIO GUEST PAYMENT PURCHASE TRANSACTION RIDE TRIP ORDER DETAILS
  SUMMARY DELIVERED SENT SUCCESSFUL CONFIRMED COMPLETED CONFIRMATION BOOKING ELECTRICITY WATER FEES FEE
  CHARGES PARKING DEBIT CREDIT ADVICE RECHNUNG QUITTUNG KASSENBON BELEG KASSENBELEG FACTURE TICKET RECU REÇU QUITTANCE NOTE
  DE DU LA LE CAISSE AND THE YOUR OF FOR`
    .split(/\s+/)
    .filter(Boolean),
);
const THANKS = /^(?:THANK\s*YOU|THANKS|ASANTE|KARIBU|MERCI|DANKE|VIELEN\s+DANK)\b/;
/** An e-mail's subject or a greeting: 'Your Zoom invoice…', 'Ihre Rechnung…', 'Votre facture…', 'Here's…'. */
const SUBJECT = /^(?:YOUR|IHRE?|VOTRE|VOS|HERE'?S|HI|HELLO|DEAR|RE|FWD?|AW|WG|TR)\b/;
const PO_BOX = /\bP\.?\s?[O0]\.?\s*BOX\b|\bBOX\s+\d|\b\d{5}\s*-\s*\d{5}\b/;
export const ADDRESS =
  /\bP\.?\s?[O0]\.?\s*BOX\b|\bBOX\s+\d|\b(ROAD|RD|STREET|STR|ST|AVENUE|AVE|HIGHWAY|HWY|LANE|DRIVE|CLOSE|CRESCENT|FLOOR|FLR|BLDG|BUILDING|SUITE|WING|ESTATE|STAGE|SHOP\s+\d+|STRASSE|STRAßE|RUE|ALLEE)\b\.?|\b\d{5}\s*-\s*\d{5}\b|,\s*KENYA\s*$/;
const WEAK_ADDRESS = /\b(MALL|PLAZA|HOUSE|CENTRE|CENTER|TOWERS?|ARCADE|COMPLEX|JUNCTION|SQUARE|HUB)\b/;
/** Place names and the words that go with them: a line of only these is where the shop is, not its name. */
const PLACE_WORDS =
  /\b(NAIROBI|MOMBASA|KISUMU|NAKURU|ELDORET|THIKA|MACHAKOS|NYERI|MERU|KITALE|MALINDI|NANYUKI|NAIVASHA|KIAMBU|RUIRU|KITENGELA|RONGAI|WESTLANDS|KILIMANI|KAREN|UPPER\s*HILL|PARKLANDS|LAVINGTON|RUNDA|GIGIRI|INDUSTRIAL\s*AREA|CBD|TOWN|BRANCH|KENYA)\b/g;
export const CONTACT =
  /\b(TEL|TEL\.|PHONE|MOB|MOBILE|CELL|FAX|WHATSAPP|CALL|EMAIL|E-MAIL|WEB|WEBSITE)\b|\+\s?254|\b0[17]\d{2}[\s-]?\d{3}[\s-]?\d{3}\b|@|WWW\.|HTTPS?:|\.CO\.KE\b|\.COM\b|\.KE\b/;
const TAX_ID =
  /\bPIN\b|\bKRA\b|\bVAT\s*(NO|REG|#)|\bTIN\b|\bREG(ISTRATION)?\s*NO\b|\bBRN\b|\bCU\s*(SERIAL|NO|INV)|\bSIRET\b|\bUST-?ID|\bSTEUER-?NR/;
const LABEL_LINE =
  /^(DATE|DATUM|TIME|CASHIER|SERVED\s*BY|OPERATOR|TILL|TABLE|BRANCH|STORE\s*NO|POS|TERMINAL|RECEIPT|INVOICE|TXN|TRANS|TRANSACTION|ITEM|QTY|DESCRIPTION|CUSTOMER|GUEST|ROOM|ATTENDANT|PUMP|NOZZLE|VEHICLE|REG|ORDER|BILL|TICKET|FOLIO|CHECK|REF|REFERENCE|ACCOUNT|PHONE|BILLED|INVOICE\s*NUMBER|FROM|TO|SUBJECT|VON|BETREFF|OBJET|PAID|TOTAL|SUBTOTAL|AMOUNT|SUMME|BETRAG|MONTANT)\b/;
const MERCHANT_LABEL =
  /^(?:(?:MERCHANT|STORE|SHOP|SELLER|VENDOR|BUSINESS|COMPANY|SUPPLIER|PAYEE|SOLD\s*BY)\s*(?:NAME)?\s*[:-]|(?:PAID|SENT)\s+TO\b:?)\s*(.+)$/i;
/** An e-mail header's sender: 'From: Hetzner Online GmbH <billing@hetzner.com>'. */
const SENDER = /^(?:FROM|VON|DE|EXP[ÉE]DITEUR)\s*:\s*"?([^"<]*?[\p{L}][^"<]*?)"?\s*<[^>\s]+@[^>\s]+>/iu;
const GENERIC_SENDER =
  /^(?:NO-?REPLY|DO-?NOT-?REPLY|BILLING|INVOICES?|INFO|SUPPORT|NOTIFICATIONS?|ACCOUNTS?)$/i;
const PAID_TO =
  /\b(?:PAID\s+TO|SENT\s+TO|PAYMENT\s+TO|BOUGHT\s+FROM|PURCHASED\s+FROM)\s+(.+?)(?:\.\s|\.$|\s+ON\s+\d|\s+FOR\s+ACCOUNT|\s+ACCOUNT\s|$)/i;
/** An item or amount line: a quantity in front ('1x Fries') or money at the end ('Fries 300.00'). */
const ITEM_LINE =
  /^\d+\s?X\b|\d[.,]\d{2}\s*(?:€|[A-Z]{0,3})$|(?:KES|KSHS?|USD|EUR|€|\$)\s?\d[\d,.]*$|\s\d{2,}(?:[.,]\d+)?$/;

function cleanMerchant(text: string): string {
  return text
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}).']+$/gu, '')
    .replace(/^(?:WELCOME\s*TO|THANK\s+YOU\s+FOR\s+SHOPPING\s+(?:AT|WITH))\s*/i, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function plainKey(line: Line): string {
  return line.key
    .replace(/[^A-Z0-9&'.,\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Only document words ('TAX INVOICE', 'Ride receipt', 'RECHNUNG', 'Order delivered'). */
function isDocumentWords(key: string): boolean {
  const words = key
    .replace(/[^A-Z\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  return words.length > 0 && words.every((word) => DOCUMENT_WORDS.has(word) || word.length === 1);
}

function isPlace(key: string): boolean {
  if (!PLACE_WORDS.test(key)) return false;
  PLACE_WORDS.lastIndex = 0;
  const rest = key.replace(PLACE_WORDS, ' ').replace(/[^A-Z]+/g, ' ');
  PLACE_WORDS.lastIndex = 0;
  return !rest.split(' ').some((word) => word.length >= 3) || key.includes(',');
}

function looksLikeMerchant(line: Line, position: number): boolean {
  // '*** WELCOME TO ***' over the name, or 'WELCOME TO NAIVAS' on one line (cleanMerchant drops the greeting).
  if (/WELCOME/.test(line.key)) {
    // (OCR glues the greeting to its neighbours: 'WELCOMESTO'.)
    const rest = line.key.replace(/^.*?WELCOME[A-Z]*\s*(?:T[O0]\b)?/, '').replace(/[^A-Z\s]/g, ' ');
    const words = rest.split(/\s+/).filter((w) => w.length >= 3);
    if (!words.some((w) => w.length >= 4) && words.length < 2) return false;
  }
  const key = plainKey(line);
  const letters = key.replace(/[^A-Z]/g, '').length;
  if (letters < 3 || !/[A-Z]{3,}/.test(key)) return false;
  const digits = key.replace(/[^0-9]/g, '').length;
  if (digits > letters) return false;
  if (isDocumentWords(key) || THANKS.test(key) || SUBJECT.test(key) || ITEM_LINE.test(line.key)) return false;
  if (PO_BOX.test(key) || CONTACT.test(line.key) || TAX_ID.test(key) || LABEL_LINE.test(key)) return false;
  if (isPlace(key)) return false;
  // The first line may well be 'KFC MOI AVENUE' or 'TEXT BOOK CENTRE'; later ones with such words are addresses.
  if ((ADDRESS.test(key) || WEAK_ADDRESS.test(key)) && (position > 0 || /\d|,/.test(key))) return false;
  if (findDates(line.text).length > 0) return false;
  if (/\b(TOTAL|SUBTOTAL|VAT|CHANGE|CASH)\b/.test(key) && (digits > 0 || position > 0)) return false;
  // Noise from OCR: mostly one- or two-letter fragments.
  const words = key.split(' ').filter((w) => /[A-Z]/.test(w));
  const longWords = words.filter((w) => w.replace(/[^A-Z]/g, '').length >= 3);
  return longWords.length > 0 && longWords.length * 2 >= words.length;
}

function labelledMerchant(lines: Line[]): string | null {
  for (const line of lines.slice(0, 15)) {
    const sender = SENDER.exec(line.text)?.[1]?.trim();
    if (sender && !GENERIC_SENDER.test(sender)) return cleanMerchant(sender);
    const m = MERCHANT_LABEL.exec(line.text);
    if (m?.[1]) {
      const name = cleanMerchant(m[1]);
      if (name.length >= 2 && /\p{L}{2,}/u.test(name)) return name;
    }
  }
  // An M-Pesa confirmation wraps its sentence over lines: 'Ksh2,350.00 paid to\nCHICKEN INN MOI AVENUE. on …'
  const m = PAID_TO.exec(lines.map((line) => line.text).join(' '));
  if (m?.[1]) {
    const name = cleanMerchant(m[1]);
    if (/[A-Za-z]{2,}/.test(name)) return name;
  }
  return null;
}

/**
 * A company name with a brand next to it: the brand ('RUBIS' above 'RUBIS ENERGY KENYA PLC', 'Pizza Inn' below
 * 'SIMBISA BRANDS KENYA LTD'), from the list of operating companies or a short name on a neighbouring line.
 */
function preferBrand(lines: Line[], index: number, name: string, text: string): string {
  if (!LEGAL_ENTITY.test(name.toUpperCase())) return name;
  const listed = brandOf(name, text);
  if (listed) return listed;
  for (const neighbour of [index - 1, index + 1]) {
    const line = lines[neighbour];
    if (!line || neighbour < 0 || !looksLikeMerchant(line, 0)) continue;
    const brand = cleanMerchant(line.text);
    const words = brand.split(' ').length;
    if (words <= 2 && !LEGAL_ENTITY.test(brand.toUpperCase()) && !WEAK_ADDRESS.test(plainKey(line)))
      return brand;
  }
  return name;
}

export function findMerchant(lines: Line[]): string | null {
  const labelled = labelledMerchant(lines);
  if (labelled) return labelled;
  const text = lines.map((line) => line.text).join('\n');
  // `position` counts the lines that could have been a name (not 'RECEIPT', 'TAX INVOICE' or noise).
  let position = 0;
  for (const [index, line] of lines.slice(0, 10).entries()) {
    if (looksLikeMerchant(line, position)) return preferBrand(lines, index, cleanMerchant(line.text), text);
    const key = line.key
      .replace(/[^A-Z\s]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (key.replace(/\s/g, '').length >= 3 && !isDocumentWords(key)) position += 1;
  }
  return null;
}
