const shortMonth = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const firstOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** 'Mar' for '2026-03'. */
export const monthShort = (month: string) => shortMonth.format(firstOf(month));

/** 'March 2026' for '2026-03'. */
export const monthLong = (month: string) => longMonth.format(firstOf(month));
