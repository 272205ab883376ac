import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Money: exact decimals, read back as strings ('1234.50'); the arithmetic is @daftari/format's line-amounts. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * What one unit of a document's currency is worth in the books' currency (up to 6 decimals; 1 when the
 * document is in the books' own), read back as a string ('129.500000'); @daftari/format converts with it.
 */
export const exchangeRate = () =>
  numeric('exchange_rate', { precision: 18, scale: 6 }).notNull().default('1');
