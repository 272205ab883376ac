// The matching's front door for the other parts of banking that build on it (the Paystack payouts).
export { readInChunks } from './chunks.ts';
export { matchPayoutDeposits, PAYOUT_DAYS } from './payout-deposits.ts';
export { UNMATCHED } from './release.ts';
export { suggestSentInvoices } from './resuggest.ts';
export { MAX_SUGGESTIONS } from './score.ts';
export { storeSuggestions } from './suggest.ts';
