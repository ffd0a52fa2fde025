import { CloseIcon, MegaphoneIcon } from '../../../ui/icons';
import styles from './content.module.css';

/**
 * An announcement as the storefront shows it (SPEC §2, §4): text only — the decoded content is
 * rendered as React text, each line break a <br>, never as HTML. Without onClose it has no close
 * button (the console's preview).
 */
export function AnnouncementBar({
  content,
  label,
  closeLabel,
  onClose,
  className,
}: {
  /** The decoded text. */
  content: string;
  label: string;
  closeLabel: string;
  onClose?: () => void;
  /** Replaces the bar's own frame (the storefront floats it over the hero). */
  className?: string;
}) {
  const lines = content.split(/\r?\n/);
  return (
    <aside className={className ?? styles.announcement} aria-label={label} data-testid="announcement">
      <div className={styles.announcementInner}>
        <MegaphoneIcon size={18} className={styles.announcementIcon} />
        <p className={styles.announcementText}>
          {lines.map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
        {onClose && (
          <button type="button" className={styles.announcementClose} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon size={16} />
          </button>
        )}
      </div>
    </aside>
  );
}
