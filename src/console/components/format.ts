/** Durations and countdowns as the instance pages show them ("2天3小时", "5小时12分", "45秒"). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}天${hours}小时`;
  if (hours > 0) return `${hours}小时${minutes}分`;
  if (minutes > 0) return `${minutes}分${seconds % 60}秒`;
  return `${seconds}秒`;
}

/** Seconds from `now` until an ISO instant (negative once passed). */
export const secondsUntil = (iso: string, now: number): number => Math.round((new Date(iso).getTime() - now) / 1000);

/** "2.5000" → "2.50": two places, more only when the price carries them. */
export function trimPrice(value: string | null | undefined): string {
  if (!value) return '—';
  const match = /^(-?\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  return `${match[1]}.${(match[2] ?? '').replace(/0+$/, '').padEnd(2, '0')}`;
}
