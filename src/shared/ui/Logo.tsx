import { useId } from 'react';
import { useTranslation } from '../i18n';

/** The brand: a GPU die in a gradient hexagon, and the name. */
export function Logo({ size = 30, withText = true }: { size?: number; withText?: boolean }) {
  const { t } = useTranslation();
  // Unique per instance: a gradient defined inside a hidden copy would not paint the others.
  const gradient = `logo-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b6cff" />
            <stop offset="1" stopColor="#2f8cff" />
          </linearGradient>
        </defs>
        <path d="M16 1.5l13 7.5v15L16 31.5 3 24V9z" fill={`url(#${gradient})`} />
        <rect x="10" y="10" width="12" height="12" rx="2" fill="none" stroke="#fff" strokeWidth="2" />
        <rect x="13.5" y="13.5" width="5" height="5" rx="1" fill="#fff" />
        <path d="M13 7v3M19 7v3M13 22v3M19 22v3M7 13h3M7 19h3M22 13h3M22 19h3" stroke="#fff" strokeWidth="1.6" />
      </svg>
      {withText && (
        <span style={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: 1, whiteSpace: 'nowrap' }}>
          {t('appName')}
        </span>
      )}
    </span>
  );
}
