import { centsToNumber, exactCents } from '@daftari/format';

/**
 * A typed amount ('12,500.50', '-300') as the JSON number the API takes, exact to the cent; null when it is
 * not a money amount (more than 2 decimals, letters).
 */
export function typedAmount(text: string): number | null {
  const plain = text.replace(/[\s,]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return null;
  return centsToNumber(exactCents(plain));
}
