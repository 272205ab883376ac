/**
 * A Kenyan mobile number as people type it: `0712 345 678`, `0110-123-456`, `+254 712 345678`,
 * `254110123456`. Spaces, hyphens, dots and brackets between digits are ignored. Answers the number in
 * E.164 (`+254712345678`), or null when it is not a Kenyan mobile number (07… or 01… nationally).
 */
export function normalizeKenyanPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(compact);
  return match ? `+254${match[1]}` : null;
}

/** What a payer is told when `normalizeKenyanPhone` refuses what they typed. */
export const KENYAN_PHONE_MESSAGE = 'Enter a Kenyan M-Pesa number such as 0712 345 678 or +254 712 345 678';
