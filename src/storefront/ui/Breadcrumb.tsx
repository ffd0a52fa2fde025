import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import ui from './ui.module.css';

/** SPEC §2 breadcrumb bar: every segment but the last is a link; the last is the current page. */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  const { t } = useTranslation('storefront');
  return (
    <nav aria-label={t('ui.breadcrumb')} className={ui.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span className={ui.breadcrumbCurrent} aria-current="page">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
