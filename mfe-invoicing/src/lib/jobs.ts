import type { Job } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';

// The list answers a job's period only inside its summary ('Issue the invoice of 2026-11-01 of recurring
// invoice #3', 'Copy recurring expense #7 for 2026-11-01'), the one calendar date the producer writes there.
const PERIOD = /\b\d{4}-\d{2}-\d{2}\b/;

/**
 * What a job was, in the owner's words: 'Recurring invoice for 1 Nov 2026', 'Payment reminder', 'Invoice e-mail',
 * 'Recurring expense for 1 Nov 2026', 'KRA eTIMS signing', 'KRA eTIMS purchases for 1 Nov 2026', 'KRA eTIMS
 * purchase confirmation', 'KRA eTIMS stock movement', 'KRA eTIMS code lists', 'M-Pesa prompt check', 'Receipt e-mail',
 * 'Business export', 'Business import'.
 */
export function jobTitle(job: Pick<Job, 'kind' | 'summary'>): string {
  switch (job.kind) {
    case 'recurring_invoice': {
      const period = job.summary.match(PERIOD)?.[0];
      return period ? `Recurring invoice for ${formatDateMedium(period)}` : 'Recurring invoice';
    }
    case 'reminder':
      return 'Payment reminder';
    case 'invoice_email':
      return 'Invoice e-mail';
    case 'recurring_expense': {
      const day = job.summary.match(PERIOD)?.[0];
      return day ? `Recurring expense for ${formatDateMedium(day)}` : 'Recurring expense';
    }
    case 'etims_sale':
      return 'KRA eTIMS signing';
    case 'etims_purchases': {
      const day = job.summary.match(PERIOD)?.[0];
      return day ? `KRA eTIMS purchases for ${formatDateMedium(day)}` : 'KRA eTIMS purchases';
    }
    case 'etims_purchase':
      return 'KRA eTIMS purchase confirmation';
    case 'etims_stock':
      return 'KRA eTIMS stock movement';
    case 'etims_codes':
      return 'KRA eTIMS code lists';
    case 'mpesa_stk_query':
      return 'M-Pesa prompt check';
    case 'receipt_email':
      return 'Receipt e-mail';
    case 'business_export':
      return 'Business export';
    case 'business_import':
      return 'Business import';
  }
}

/** 'Tried once', 'Tried 5 times'. */
export function attemptsText(attempts: number): string {
  return attempts === 1 ? 'Tried once' : `Tried ${attempts} times`;
}
