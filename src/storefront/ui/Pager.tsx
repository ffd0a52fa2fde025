import { useTranslation } from '../../shared/i18n';
import '../i18n/lists';
import ui from './ui.module.css';

/** Previous / "page n of m" / next, shown only when there is more than one page; the bar's look is the list's (`className`). */
export function Pager({ page, pages, onPage, className }: { page: number; pages: number; onPage: (page: number) => void; className?: string }) {
  const { t } = useTranslation('storefront');
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={t('lists.pagination')}>
      <button type="button" className={ui.btnGhost} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('lists.prev')}
      </button>
      <span>{t('lists.pageOf', { page, pages })}</span>
      <button type="button" className={ui.btnGhost} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('lists.next')}
      </button>
    </nav>
  );
}
