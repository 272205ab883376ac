import type { ProjectType } from '@daftari/contracts';
import { centsToNumber, lineCents } from '@daftari/format';

/** The Project Type select's options; the first is the default. */
export const PROJECT_TYPE_OPTIONS = [
  { value: 'fixed_price', label: 'Fixed Price' },
  { value: 'hourly_rate', label: 'Hourly Rate' },
] as const satisfies readonly { value: ProjectType; label: string }[];

export function projectTypeLabel(type: ProjectType): string {
  return PROJECT_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}

/**
 * What an hourly project comes to while the owner types (the form's live preview): rate × hours, exact to the
 * cent, half away from zero, as the server computes a project's `budget`.
 */
export function hourlyEstimate(hourlyRate: number, totalHours: number): number {
  const { total } = lineCents({ quantity: totalHours, unit_price: hourlyRate, discount: 0, tax_rate: 0 });
  return centsToNumber(total);
}

/** Share of the budget invoiced so far, 0..∞ (above 1 when invoiced beyond it); null without a budget. */
export function invoicedShare(invoiced: number, budget: number | null): number | null {
  if (budget === null || budget <= 0) return null;
  return invoiced / budget;
}
