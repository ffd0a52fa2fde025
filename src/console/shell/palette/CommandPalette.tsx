import {
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarResults,
  KBarSearch,
  useKBar,
  useMatches,
  type ActionImpl,
} from '@refinedev/kbar';
import { theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { MOD_KEY } from '../HeaderTools';
import styles from './palette.module.css';

function Result({ item, active }: { item: ActionImpl; active: boolean }) {
  const { token } = theme.useToken();
  const ancestors = item.ancestors.map((a) => a.name).join(' › ');
  return (
    <div
      className={styles.item}
      style={{
        background: active ? token.colorPrimaryBg : 'transparent',
        borderInlineStart: `3px solid ${active ? token.colorPrimary : 'transparent'}`,
        color: token.colorText,
      }}
    >
      <span className={styles.icon} style={{ color: active ? token.colorPrimary : token.colorTextSecondary }}>
        {item.icon}
      </span>
      <span className={styles.name}>
        {ancestors && <span style={{ color: token.colorTextTertiary }}>{ancestors} › </span>}
        {item.name}
        {item.subtitle && <span className={styles.subtitle} style={{ color: token.colorTextTertiary }}>{item.subtitle}</span>}
      </span>
      {item.children.length > 0 && <span style={{ color: token.colorTextTertiary }}>›</span>}
    </div>
  );
}

function Results() {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const { results } = useMatches();
  const { search, rootId, query } = useKBar((state) => ({ search: state.searchQuery, rootId: state.currentRootActionId }));
  // kbar keeps the previous selection index when the query or the level changes, which can point
  // past the new results (Enter then does nothing): select the first result instead.
  useEffect(() => {
    const first = results.findIndex((item) => typeof item !== 'string');
    if (first >= 0) query.setActiveIndex(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when what is searched changes
  }, [search, rootId, results.length]);
  if (results.length === 0) {
    return <div className={styles.empty} style={{ color: token.colorTextTertiary }}>{search ? t('palette.empty') : null}</div>;
  }
  return (
    <KBarResults
      items={results}
      maxHeight={420}
      onRender={({ item, active }) =>
        typeof item === 'string' ? (
          <div className={styles.section} style={{ color: token.colorTextTertiary }}>{item}</div>
        ) : (
          <Result item={item} active={active} />
        )
      }
    />
  );
}

/**
 * The Ctrl/⌘+K palette (DESIGN §4): kbar's own parts, in Chinese and in the antd theme, instead
 * of refine's white, English CommandBar. Its code is small; kbar itself
 * comes with the provider.
 */
export default function CommandPalette() {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const hint = (keys: string, label: string) => (
    <span className={styles.hint}>
      <kbd style={{ borderColor: token.colorBorder, background: token.colorFillQuaternary }}>{keys}</kbd> {label}
    </span>
  );
  return (
    <KBarPortal>
      <KBarPositioner className={styles.positioner}>
        <KBarAnimator
          className={styles.panel}
          style={{ background: token.colorBgElevated, color: token.colorText, boxShadow: token.boxShadowSecondary, border: `1px solid ${token.colorBorderSecondary}` }}
        >
          <KBarSearch
            className={styles.search}
            style={{ color: token.colorText, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
            defaultPlaceholder={t('palette.placeholder')}
            aria-label={t('palette.placeholder')}
          />
          <Results />
          <div className={styles.footer} style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, color: token.colorTextTertiary }}>
            {hint('↑ ↓', t('palette.hints.navigate'))}
            {hint('↵', t('palette.hints.open'))}
            {hint('Esc', t('palette.hints.close'))}
            {hint(`${MOD_KEY} K`, t('palette.hints.toggle'))}
          </div>
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}
