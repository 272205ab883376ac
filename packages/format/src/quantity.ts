const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Item units (the plural names the API stores) as one of them reads. */
const SINGULAR: Record<string, string> = {
  services: 'service',
  hours: 'hour',
  items: 'item',
  litres: 'litre',
  days: 'day',
  months: 'month',
};

/**
 * An item line's quantity with its unit: '2 hours', '1 hour', '1.5 kg', '1,200 items'; the unit 'Other'
 * is left out ('3'). Up to three decimals, as quantities are stored.
 */
export function quantityWithUnit(quantity: number, unit: string): string {
  const shown = quantityFormat.format(quantity);
  if (unit === 'Other') return shown;
  return `${shown} ${quantity === 1 ? (SINGULAR[unit] ?? unit) : unit}`;
}
