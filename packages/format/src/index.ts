export { pluralize, pluralNoun } from './count.ts';
export {
  type DateInput,
  formatDate,
  formatDateLong,
  formatDateMedium,
  parseLooseDate,
  toDate,
  toIsoDate,
} from './dates.ts';
export { DUE_DATE_THRESHOLD_DAYS, dueDateLabel, paymentTerms } from './due-date.ts';
export {
  centsToDecimal,
  centsToNumber,
  divideRounded,
  type LineCents,
  type LineInput,
  lineCents,
  toCents,
  toScaled,
} from './line-amounts.ts';
export { DEFAULT_CURRENCY, formatAmount, formatMoney } from './money.ts';
export { formatPercent, percentOf } from './percent.ts';
export { roundHalfAwayFromZero, toAmount } from './round.ts';
