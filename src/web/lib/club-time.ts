/** `23:30`: an instant on the club's wall clock, 24-hour, as the door reads it. */
export function formatClubTime(instant: string | Date, timeZone: string): string {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(instant));
}

// One per zone: building a formatter costs far more than using one, and lists format many times.
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** `1:05:09` (or `4:09` under an hour) for a countdown; never negative. */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
