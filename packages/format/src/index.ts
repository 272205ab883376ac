export { pluralize, pluralNoun } from './count.ts';
export { DEFAULT_TIME_ZONE, formatDateTimeIn } from './date-time.ts';
export {
  calendarDayIn,
  type DateInput,
  formatDate,
  formatDateLong,
  formatDateMedium,
  parseLooseDate,
  toDate,
  toIsoDate,
} from './dates.ts';
export {
  centsToDecimal,
  centsToNumber,
  decimalText,
  divideRounded,
  exactCents,
  fitsMoneyColumn,
  toCents,
  toScaled,
} from './decimal.ts';
export { DUE_DATE_THRESHOLD_DAYS, dueDateLabel, paymentTerms } from './due-date.ts';
export { convertCents, RATE_PLACES, rateNumber, rateText, toRateMicros } from './exchange.ts';
export { includedTaxCents } from './included-tax.ts';
export { type LineCents, type LineInput, lineCents } from './line-amounts.ts';
export { DEFAULT_CURRENCY, formatAmount, formatMoney } from './money.ts';
export { formatPercent, percentOf } from './percent.ts';
export { addDays, nthPeriod, type PeriodStep, zonedInstant } from './periods.ts';
export { quantityWithUnit } from './quantity.ts';
export { roundHalfAwayFromZero, toAmount } from './round.ts';
export {
  hoursAndMinutes,
  roundedSeconds,
  type TimeForInvoice,
  type TimeInvoiceLine,
  timeInvoiceLines,
  timeLine,
} from './time-lines.ts';
export { readWrittenAmount, readWrittenRate, writtenCurrency } from './written-amounts.ts';
