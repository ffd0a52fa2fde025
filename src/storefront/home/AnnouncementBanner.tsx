import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MegaphoneIcon } from '../../shared/ui/icons';
import { useAnnouncements } from '../../shared/features/content/api/get-announcements';
import { dismiss, dismissedContent, pickAnnouncement } from './announcement';
import styles from './home.module.css';

/**
 * The announcement of a page (SPEC §2, §4). Text only: the decoded content is rendered as React
 * text, each line break a <br>, never as HTML. It floats over the top of the hero, so its late
 * arrival moves nothing on the page.
 */
export function AnnouncementBanner({ page }: { page: string }) {
  const { t } = useTranslation('storefront');
  const { data } = useAnnouncements(page);
  const [dismissed, setDismissed] = useState(() => dismissedContent(page));
  const content = pickAnnouncement(data?.records, page, dismissed);
  if (!content) return null;
  const lines = content.split(/\r?\n/);

  return (
    <aside className={styles.announcement} aria-label={t('announcement.label')} data-testid="announcement">
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
        <button
          type="button"
          className={styles.announcementClose}
          aria-label={t('announcement.close')}
          onClick={() => {
            dismiss(page, content);
            setDismissed(content);
          }}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    </aside>
  );
}
