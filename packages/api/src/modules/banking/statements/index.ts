// The statement readers' front door for the other parts of banking that reuse their rules.
export { readDate } from './dates.ts';
export { mobileNumber } from './line.ts';
export { otherParty } from './mpesa-business.ts';
