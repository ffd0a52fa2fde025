import styles from './hour-ticks.module.css';

/** The hours (00 … 24) under a day's bar, each at its place; their size and colour are the bar's (`className`). Hidden from screen readers: the bar says its hours in words. */
export function HourTicks({ hours, className }: { hours: readonly number[]; className?: string }) {
  return (
    <div className={`${styles.ticks} ${className ?? ''}`} aria-hidden="true">
      {hours.map((hour) => (
        <span key={hour} style={{ left: `${(hour / 24) * 100}%` }}>
          {String(hour).padStart(2, '0')}
        </span>
      ))}
    </div>
  );
}
