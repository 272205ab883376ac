import { findDates } from '../dates.ts';
import { type Line, lastMoney } from './lines.ts';
import { ADDRESS, CONTACT } from './merchant.ts';

/** The names of the items bought: the priced lines between the merchant's name and the totals. */

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

export function findItems(lines: Line[], decimalComma: boolean, merchantLine: number): string[] {
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
