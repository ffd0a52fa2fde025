import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { AnnouncementBar } from '../../shared/features/content/components/AnnouncementBar';
import { useAnnouncements } from '../../shared/features/content/api/get-announcements';
import { dismiss, dismissedContent, pickAnnouncement } from './announcement';
import styles from './home.module.css';

/**
 * The announcement of a page (SPEC §2, §4), drawn by the shared AnnouncementBar (the console's
 * preview draws the same). It floats over the top of the hero, so its late arrival moves nothing.
 */
export function AnnouncementBanner({ page }: { page: string }) {
  const { t } = useTranslation('storefront');
  const { data } = useAnnouncements(page);
  const [dismissed, setDismissed] = useState(() => dismissedContent(page));
  const content = pickAnnouncement(data?.records, page, dismissed);
  if (!content) return null;

  return (
    <AnnouncementBar
      className={styles.announcement}
      content={content}
      label={t('announcement.label')}
      closeLabel={t('announcement.close')}
      onClose={() => {
        dismiss(page, content);
        setDismissed(content);
      }}
    />
  );
}
