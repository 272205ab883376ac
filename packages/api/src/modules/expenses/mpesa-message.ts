import {
  type MpesaMessageSuggestion,
  mpesaMessageRequestSchema,
  type ReceiptExtraction,
} from '@daftari/contracts';
import {
  findMpesaMessage,
  type MpesaMessage,
  parseMpesaMessage,
} from '../../adapters/receipts/mpesa-message.ts';
import { mpesaSuggestion } from '../../adapters/receipts/mpesa-suggestion.ts';
import { readReceiptFields } from '../../adapters/receipts/read-receipt.ts';
import type { ReceiptContext, ReceiptFile } from '../../adapters/receipts/types.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { parseWith } from '../../http/validate.ts';
import { systemAccountIds } from '../ledger/index.ts';
import { findLedgerAccount } from '../ledger-accounts/index.ts';
import { receiptContext } from './service.ts';

export const NOT_AN_MPESA_MESSAGE =
  'This is not an M-Pesa confirmation: paste the whole message Safaricom sent for a payment ' +
  '(code, "Confirmed", the amount paid or sent to someone, the date and time)';

/** POST /expenses/read_mpesa_message: a pasted confirmation → an expense suggestion with its charge. */
export async function readMpesaMessage(
  db: Db,
  accountId: number,
  body: unknown,
): Promise<MpesaMessageSuggestion> {
  const { text } = parseWith(mpesaMessageRequestSchema, body);
  const message = parseMpesaMessage(text);
  if (!message) throw new HttpError(422, NOT_AN_MPESA_MESSAGE, { text: [NOT_AN_MPESA_MESSAGE] });
  return suggestionFor(db, accountId, message, await receiptContext(db, accountId));
}

/**
 * POST /expenses/extract_from_receipt: what the receipt reader found or, for a screenshot of an M-Pesa
 * confirmation, the message's suggestion with its charge, as a pasted message gets.
 */
export async function readReceiptUpload(
  db: Db,
  accountId: number,
  file: ReceiptFile,
  signal: AbortSignal,
): Promise<ReceiptExtraction | MpesaMessageSuggestion> {
  const context = await receiptContext(db, accountId);
  const { text, extraction } = await readReceiptFields(file, context, { signal });
  const message = findMpesaMessage(text);
  return message ? suggestionFor(db, accountId, message, context) : extraction;
}

async function suggestionFor(
  db: Db,
  accountId: number,
  message: MpesaMessage,
  context: ReceiptContext,
): Promise<MpesaMessageSuggestion> {
  const ids = await systemAccountIds(db, accountId, ['bankCharges', 'mpesa'] as const);
  // An archived account cannot be chosen on a new expense: then the owner picks one.
  const active = async (id: number) => {
    const found = await findLedgerAccount(db, accountId, id);
    return found && !found.archived ? id : null;
  };
  return mpesaSuggestion(message, context, {
    bankCharges: await active(ids.bankCharges),
    mpesa: await active(ids.mpesa),
  });
}
