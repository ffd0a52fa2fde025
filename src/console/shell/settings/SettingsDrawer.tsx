import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Radio, Select, Switch, Typography, theme } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import {
  resetSettings,
  THEME_COLORS,
  updateSettings,
  useSettings,
  type LayoutMode,
  type Settings,
  type ThemeColor,
} from '../../../shared/settings/settings';
import styles from './settings.module.css';

type Flag = 'stretch' | 'breadcrumb' | 'multiTab' | 'hideLogin';
const FLAGS: Flag[] = ['stretch', 'breadcrumb', 'multiTab', 'hideLogin'];
const LAYOUTS: LayoutMode[] = ['vertical', 'horizontal', 'mini'];

/** A sketch of a layout, so the choice is visual (as in vben-admin). */
function LayoutSketch({ layout, color }: { layout: LayoutMode; color: string }) {
  return (
    <svg viewBox="0 0 60 40" width="60" height="40" aria-hidden="true">
      <rect width="60" height="40" rx="4" fill="currentColor" opacity="0.08" />
      {layout === 'horizontal' ? (
        <rect width="60" height="8" rx="2" fill={color} opacity="0.85" />
      ) : (
        <>
          <rect width={layout === 'mini' ? 8 : 16} height="40" rx="2" fill={color} opacity="0.85" />
          <rect x={layout === 'mini' ? 8 : 16} width={layout === 'mini' ? 52 : 44} height="7" fill="currentColor" opacity="0.18" />
        </>
      )}
    </svg>
  );
}

/**
 * The settings drawer (SPEC §3): it edits the one typed settings object and nothing else; every
 * change is saved at once and applied live (antd tokens, CSS variables, the shell's layout).
 */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const settings = useSettings();
  const set = (patch: Partial<Omit<Settings, 'version'>>) => updateSettings(patch);

  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      width={340}
      footer={
        <div className={styles.footer}>
          <Typography.Text type="secondary">{t('settings.saved')}</Typography.Text>
          <Button onClick={() => resetSettings()}>{t('settings.reset')}</Button>
        </div>
      }
    >
      <section aria-labelledby="set-mode">
        <h3 id="set-mode" className={styles.heading}>{t('settings.themeMode')}</h3>
        <Radio.Group
          aria-labelledby="set-mode"
          optionType="button"
          buttonStyle="solid"
          value={settings.themeMode}
          onChange={(e) => set({ themeMode: e.target.value })}
          options={[
            { value: 'light', label: t('settings.light') },
            { value: 'dark', label: t('settings.dark') },
          ]}
        />
      </section>
      <Divider />
      <section aria-labelledby="set-color">
        <h3 id="set-color" className={styles.heading}>{t('settings.themeColor')}</h3>
        <div className={styles.swatches} role="radiogroup" aria-labelledby="set-color">
          {(Object.keys(THEME_COLORS) as ThemeColor[]).map((color) => (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={settings.themeColor === color}
              aria-label={t(`settings.${color}`)}
              className={styles.swatch}
              style={{ borderColor: settings.themeColor === color ? THEME_COLORS[color] : token.colorBorder }}
              onClick={() => set({ themeColor: color })}
            >
              <span className={styles.swatchColor} style={{ background: THEME_COLORS[color] }}>
                {settings.themeColor === color && <CheckOutlined />}
              </span>
              <span>{t(`settings.${color}`)}</span>
            </button>
          ))}
        </div>
      </section>
      <Divider />
      <section aria-labelledby="set-layout">
        <h3 id="set-layout" className={styles.heading}>{t('settings.layout')}</h3>
        <div className={styles.layouts} role="radiogroup" aria-labelledby="set-layout">
          {LAYOUTS.map((layout) => (
            <button
              key={layout}
              type="button"
              role="radio"
              aria-checked={settings.layout === layout}
              aria-label={t(`settings.${layout}`)}
              className={styles.layout}
              style={{
                borderColor: settings.layout === layout ? token.colorPrimary : token.colorBorder,
                color: token.colorText,
              }}
              onClick={() => set({ layout })}
            >
              <LayoutSketch layout={layout} color={token.colorPrimary} />
              <span>{t(`settings.${layout}`)}</span>
            </button>
          ))}
        </div>
      </section>
      <Divider />
      <section className={styles.flags}>
        {FLAGS.map((flag) => (
          <label key={flag} className={styles.flag}>
            <span>{t(`settings.${flag}`)}</span>
            <Switch aria-label={t(`settings.${flag}`)} checked={settings[flag]} onChange={(checked) => set({ [flag]: checked })} />
          </label>
        ))}
        <label className={styles.flag}>
          <span>{t('settings.language')}</span>
          <Select
            aria-label={t('settings.language')}
            value={settings.language}
            style={{ width: 140 }}
            options={[{ value: 'zh_CN', label: t('settings.zh_CN') }]}
            onChange={() => set({ language: 'zh_CN' })}
          />
        </label>
      </section>
    </Drawer>
  );
}
