import { useTranslation } from '../i18n';

/**
 * The brand: a GPU die in a gradient hexagon (public/media/logo.svg, an image the browser
 * caches, rather than markup in every page's script), and the name.
 */
export function Logo({ size = 30, withText = true }: { size?: number; withText?: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <img src="/media/logo.svg" width={size} height={size} alt="" />
      {withText && (
        <span style={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: 1, whiteSpace: 'nowrap' }}>
          {t('appName')}
        </span>
      )}
    </span>
  );
}
