import { MPESA_CODE } from '@daftari/contracts';
import { toCents } from '@daftari/format';

/**
 * An M-Pesa confirmation SMS, pasted as text, read as proof of a payment the business made. Pure: text in,
 * the payment's fields out, or null when the text is not such a confirmation. The three shapes Safaricom
 * sends for money going out:
 * - buy goods (till): "SLK4H7R2QP Confirmed. Ksh1,190.00 paid to NAIVAS WESTLANDS. on 12/3/26 at 1:14 PM…"
 * - paybill: "… Ksh2,500.00 sent to KPLC PREPAID for account 54123456789 on 5/3/26 at 9:02 AM …"
 * - send money and Pochi la Biashara: "… Ksh500.00 sent to JOHN DOE 0712345678 on 1/3/26 at 7:45 PM …"
 * each followed by "Transaction cost, Ksh33.00". Dates are day/month/year and the time is the phone's clock
 * (the business's own time zone), so both are kept as written.
 */

export type MpesaPaymentKind = 'buy_goods' | 'paybill' | 'send_money';

export interface MpesaMessage {
  code: string;
  kind: MpesaPaymentKind;
  /** The name the message says the money went to. */
  paidTo: string;
  /** The till or paybill number when the message prints it next to the name. */
  businessNumber: string | null;
  /** Paybill only: the account number paid into. */
  accountNumber: string | null;
  /** Send money only: the recipient's phone as printed. */
  phone: string | null;
  amountCents: bigint;
  /** Null when the message does not say (older messages); 0 for free transactions. */
  costCents: bigint | null;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm, 24-hour. */
  time: string;
}

const AMOUNT = String.raw`(?:KSHS?|KES)\.?\s*(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)`;
const HEAD = /^\s*([A-Z0-9]{10})\s+CONFIRMED\b[.,]?\s*/i;
const PAYMENT = new RegExp(
  String.raw`^${AMOUNT}\s+(PAID|SENT)\s+TO\s+(.+?)\s+ON\s+(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s+AT\s+(\d{1,2}):(\d{2})\s*([AP])\.?\s*M\b`,
  'i',
);
const COST = new RegExp(String.raw`TRANSACTION\s+COST[,:]?\s*${AMOUNT}`, 'i');
const PAYBILL_ACCOUNT = /^(.+?)\s+FOR\s+ACCOUNT\s+(\S+?)\.?$/i;
const PHONE = /^(.+?)\s+((?:\+?254|0)[17]\d{8})\.?$/;
/** A till or paybill number printed before or after the name: "NAIVAS - 512345", "888880 KPLC PREPAID". */
const NUMBER_BEFORE = /^(\d{5,7})\s*-?\s+(.+)$/;
const NUMBER_AFTER = /^(.+?)\s+-?\s*(\d{5,7})$/;

const amountCents = (digits: string) => toCents(digits.replace(/,/g, ''));

function calendarDate(day: string, month: string, year: string): string | null {
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const iso = `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

function clockTime(hour: string, minute: string, half: string): string | null {
  const h = Number(hour);
  if (h < 1 || h > 12 || Number(minute) > 59) return null;
  const h24 = (h % 12) + (half.toUpperCase() === 'P' ? 12 : 0);
  return `${String(h24).padStart(2, '0')}:${minute}`;
}

/** The name as printed, without the full stop Safaricom puts after a till's name. */
const cleanName = (name: string) => name.replace(/[\s.,]+$/, '').trim();

function splitRecipient(verb: string, recipient: string) {
  const paybill = PAYBILL_ACCOUNT.exec(recipient);
  if (paybill) {
    return { kind: 'paybill' as const, name: paybill[1]!, accountNumber: paybill[2]!, phone: null };
  }
  const phone = verb.toUpperCase() === 'SENT' ? PHONE.exec(cleanName(recipient)) : null;
  if (phone) return { kind: 'send_money' as const, name: phone[1]!, accountNumber: null, phone: phone[2]! };
  const kind = verb.toUpperCase() === 'PAID' ? ('buy_goods' as const) : ('send_money' as const);
  return { kind, name: recipient, accountNumber: null, phone: null };
}

function splitBusinessNumber(name: string): { name: string; businessNumber: string | null } {
  const before = NUMBER_BEFORE.exec(name);
  if (before) return { name: before[2]!, businessNumber: before[1]! };
  const after = NUMBER_AFTER.exec(name);
  if (after) return { name: after[1]!, businessNumber: after[2]! };
  return { name, businessNumber: null };
}

/** The payment a pasted M-Pesa confirmation describes, or null when the text is not one. */
export function parseMpesaMessage(text: string): MpesaMessage | null {
  const flat = text.replace(/\s+/g, ' ');
  const head = HEAD.exec(flat);
  const code = head?.[1]?.toUpperCase();
  if (!head || !code || !MPESA_CODE.test(code) || !/[A-Z]/.test(code)) return null;
  const payment = PAYMENT.exec(flat.slice(head[0].length));
  if (!payment) return null;
  const [, amount, verb, recipient, day, month, year, hour, minute, half] = payment;
  const date = calendarDate(day!, month!, year!);
  const time = clockTime(hour!, minute!, half!);
  if (!date || !time) return null;
  const { kind, name, accountNumber, phone } = splitRecipient(verb!, recipient!.trim());
  const split = kind === 'send_money' ? { name, businessNumber: null } : splitBusinessNumber(cleanName(name));
  const paidTo = cleanName(split.name);
  const cents = amountCents(amount!);
  if (!paidTo || cents <= 0n) return null;
  const cost = COST.exec(flat);
  return {
    code,
    kind,
    paidTo,
    businessNumber: split.businessNumber,
    accountNumber,
    phone,
    amountCents: cents,
    costCents: cost ? amountCents(cost[1]!) : null,
    date,
    time,
  };
}

/**
 * The M-Pesa confirmation inside a screenshot's text: what the phone prints before it (the status bar, the
 * sender) is left out, the message read from its code on.
 */
export function findMpesaMessage(text: string): MpesaMessage | null {
  const start = text.search(/[A-Z0-9]{10}\s+CONFIRMED\b/i);
  return start < 0 ? null : parseMpesaMessage(text.slice(start));
}
