/** A reminder day as the owner reads it: '3 days before the due date', 'On the due date', '1 day after'. */
export function stepText(days: number): string {
  if (days === 0) return 'On the due date';
  const count = Math.abs(days);
  return `${count} ${count === 1 ? 'day' : 'days'} ${days < 0 ? 'before' : 'after'} the due date`;
}

/** The steps with `days` added, sorted (as the API answers them); unchanged when already there. */
export function withStep(steps: readonly number[], days: number): number[] {
  return steps.includes(days) ? [...steps] : [...steps, days].sort((a, b) => a - b);
}

/** The time zones this browser knows, for the picker (IANA names, e.g. Africa/Nairobi). */
export function knownTimeZones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}
