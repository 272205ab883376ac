/** Currencies owners in the region invoice in most; the account's own currency always leads the list. */
const COMMON_CURRENCIES = ['KES', 'UGX', 'TZS', 'RWF', 'USD', 'EUR', 'GBP', 'ZAR', 'NGN'] as const;

export function currencyOptions(accountCurrency: string | undefined) {
  const codes = [accountCurrency, ...COMMON_CURRENCIES].filter(
    (code, index, all): code is string => Boolean(code) && all.indexOf(code) === index,
  );
  return codes.map((code) => ({ value: code, label: code }));
}
