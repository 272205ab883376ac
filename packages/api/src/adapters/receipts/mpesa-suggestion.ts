import type { MpesaMessageSuggestion } from '@daftari/contracts';
import { centsToNumber } from '@daftari/format';
import type { MpesaMessage } from './mpesa-message.ts';
import { toExtraction } from './parse.ts';
import type { ReceiptContext } from './types.ts';

/** The business's accounts an M-Pesa payment is booked against. */
export interface MpesaAccounts {
  /** Where the transaction cost goes (6800 Bank Charges). */
  bankCharges: number | null;
  /** The account the money left (1300 M-Pesa). */
  mpesa: number | null;
}

/**
 * The expense suggestion for a read M-Pesa message, in the receipt reader's shape: the ledger account is
 * suggested from the paid-to name as for a receipt; the transaction cost becomes its own charge.
 */
export function mpesaSuggestion(
  message: MpesaMessage,
  context: ReceiptContext,
  accounts: MpesaAccounts,
): MpesaMessageSuggestion {
  const extraction = toExtraction(
    {
      merchant: message.paidTo,
      date: message.date,
      total: centsToNumber(message.amountCents),
      vatRate: 0,
      vatAmount: null,
      currency: 'KES',
      transactionNumber: message.code,
      items: [],
    },
    message.paidTo,
    context,
  );
  const paidTo = message.accountNumber
    ? `${message.paidTo} account ${message.accountNumber}`
    : message.paidTo;
  const cost = message.costCents;
  const charges =
    cost !== null && cost > 0n && accounts.bankCharges !== null
      ? {
          total: centsToNumber(cost),
          description: `M-Pesa transaction cost for ${message.code}`,
          ledger_account: { id: accounts.bankCharges },
        }
      : null;
  return {
    ...extraction,
    order: { ...extraction.order, description: `M-Pesa payment to ${paidTo}` },
    attachment_description: `M-Pesa message ${message.code} dated ${message.date} ${message.time}`,
    mpesa: {
      code: message.code,
      kind: message.kind,
      paid_to: message.paidTo,
      business_number: message.businessNumber,
      account_number: message.accountNumber,
      phone: message.phone,
      amount: centsToNumber(message.amountCents),
      transaction_cost: cost === null ? null : centsToNumber(cost),
      date: message.date,
      time: message.time,
    },
    paid_from_account: accounts.mpesa === null ? null : { id: accounts.mpesa },
    charges,
  };
}
