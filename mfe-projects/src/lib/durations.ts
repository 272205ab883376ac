/** Seconds as a running clock: '0:07:05', '12:00:00'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Seconds as hours and minutes, the way a timesheet shows them: '0:07', '12:30' (seconds cut off). */
export function formatHoursMinutes(totalSeconds: number): string {
  const minutes = Math.max(0, Math.floor(totalSeconds / 60));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A duration typed by the owner, in seconds: 'h:mm' ('1:30', '0:07') or whole minutes ('45'). Null when it
 * is neither, or not above zero.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  const minutes = clock
    ? Number(clock[1]) * 60 + Number(clock[2])
    : /^\d{1,4}$/.test(value)
      ? Number(value)
      : null;
  return minutes === null || minutes <= 0 ? null : minutes * 60;
}
