import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Money: exact decimals, read back as strings ('1234.50'); the arithmetic is @daftari/format's line-amounts. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');
