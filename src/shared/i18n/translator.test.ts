import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

function translator() {
  const i18n = createTranslator({ language: 'zh_CN', fallbackLanguage: 'zh_CN', defaultNamespace: 'common' });
  i18n.addResourceBundle('zh_CN', 'common', { ok: '确定', copy: { done: '复制成功' } });
  i18n.addResourceBundle('zh_CN', 'storefront', {
    greet: '你好，{{name}}',
    slide: '第 {{index}} 张，共 {{total}} 张',
    date: '{{y}}年{{m}}月',
    stats: [{ value: '{{n}}+', label: '机型' }, { value: '12', label: '可用区' }],
    points: ['一', '二'],
    nested: { deep: { text: '深' } },
    empty: '',
    items_other: '{{count}} 项',
    nothing: null,
  });
  return i18n;
}

describe('translator (the subset of i18next the app uses)', () => {
  it('looks keys up in the namespace, nested by dots, and answers the key when nothing is found', () => {
    const t = translator().getFixedT('storefront');
    expect(t('nested.deep.text')).toBe('深');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('empty')).toBe('');
    // null counts as missing (i18next returnNull: false)
    expect(t('nothing')).toBe('nothing');
  });

  it('searches several namespaces in order, and an ns: prefix names one', () => {
    const i18n = translator();
    expect(i18n.getFixedT(['storefront', 'common'])('ok')).toBe('确定');
    expect(i18n.getFixedT('storefront')('ok')).toBe('ok');
    expect(i18n.getFixedT('storefront')('common:copy.done')).toBe('复制成功');
    expect(i18n.t('ok')).toBe('确定');
    expect(i18n.t('greet', { ns: ['storefront'], name: '甲' })).toBe('你好，甲');
  });

  it('interpolates values: one not passed stays as written, one passed as undefined is empty', () => {
    const t = translator().getFixedT('storefront');
    expect(t('slide', { index: 1, total: 4 })).toBe('第 1 张，共 4 张');
    expect(t('greet')).toBe('你好，{{name}}');
    expect(t('greet', { name: undefined })).toBe('你好，');
    expect(t('greet', { name: null })).toBe('你好，');
    expect(t('date', { y: 2025, m: 7 })).toBe('2025年7月');
  });

  it('gives objects and lists with returnObjects, interpolated throughout, and says so without it', () => {
    const t = translator().getFixedT('storefront');
    expect(t('stats', { returnObjects: true, n: 20 })).toEqual([{ value: '20+', label: '机型' }, { value: '12', label: '可用区' }]);
    expect(t('points', { returnObjects: true })).toEqual(['一', '二']);
    expect(t('nested')).toBe("key 'nested (zh_CN)' returned an object instead of string.");
  });

  it('falls back to the default value, given as an option or as the second argument', () => {
    const t = translator().getFixedT('storefront');
    expect(t('missing', { defaultValue: '默认 {{name}}', name: '乙' })).toBe('默认 乙');
    expect(t('missing', '默认')).toBe('默认');
    expect(t('greet', '默认')).toBe('你好，{{name}}');
  });

  it('picks the plural key by a numeric count, then the bare key', () => {
    const t = translator().getFixedT('storefront');
    expect(t('items', { count: 3 })).toBe('3 项');
    expect(t('slide', { count: 3, index: 1, total: 2 })).toBe('第 1 张，共 2 张');
  });

  it('merges bundles deeply without writing into the objects it was given', () => {
    const i18n = translator();
    const first = { nav: { home: '首页' } };
    i18n.addResourceBundle('zh_CN', 'extra', first);
    i18n.addResourceBundle('zh_CN', 'extra', { nav: { news: '新闻' } });
    const t = i18n.getFixedT('extra');
    expect([t('nav.home'), t('nav.news')]).toEqual(['首页', '新闻']);
    expect(first).toEqual({ nav: { home: '首页' } });
  });

  it('keeps one t per namespace until the language changes, and tells subscribers', async () => {
    const i18n = translator();
    const t = i18n.getFixedT('storefront');
    expect(i18n.getFixedT('storefront')).toBe(t);
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    await i18n.changeLanguage('en_US');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en_US');
    expect(i18n.getFixedT('storefront')).not.toBe(t);
    // Texts of the fallback language answer for a language that has none.
    expect(i18n.getFixedT('storefront')('greet', { name: '丙' })).toBe('你好，丙');
    stop();
  });
});
