/**
 * The frame the AI market's two catalogues (models, datasets) share: hero, filter panel, count
 * and sort, the list with its loading, error and empty states, and the pager. Each page brings
 * its URL state, its query, its filters and how one row reads; texts come from its namespace.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import market from '../ui/market.module.css';
import { EmptyBox, HeroLinks, MarketBody, MarketHero, MarketPager, MarketResults } from '../ui/MarketList';
import ui from '../ui/ui.module.css';
import styles from './ai-market.module.css';

type Ns = 'models' | 'datasets';
type Link = { to: string; label: string };

/** A label from a names table, or the key itself when the table does not know it. */
export const named = (names: Record<string, string>, key: string) => names[key] ?? key;

export function CatalogPage<Row, Sort extends string>(props: {
  ns: Ns;
  links: { primary: Link; secondary: Link };
  filters: ReactNode;
  query: UseQueryResult<{ records: Row[]; total: number; pages: number }>;
  sort: { value: Sort; options: readonly Sort[]; onChange: (sort: Sort) => void };
  page: number;
  onPage: (page: number) => void;
  testId: string;
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('storefront');
  const { ns, query, sort } = props;
  return (
    <>
      <MarketHero eyebrow={t(`${ns}.eyebrow`)} title={t(`${ns}.heading`)} lead={t(`${ns}.lead`)}>
        <HeroLinks primary={props.links.primary} secondary={props.links.secondary} />
      </MarketHero>
      <MarketBody>
        <div className={styles.modelFilters}>{props.filters}</div>
        <div className={market.toolbar}>
          <p className={market.count} aria-live="polite">
            {query.isPending ? t(`${ns}.loading`) : t(`${ns}.results`, { count: query.data?.total ?? 0 })}
          </p>
          <CatalogSelect label={t(`${ns}.sort`)} value={sort.value} onChange={(value) => sort.onChange(value as Sort)} options={sort.options.map((value) => ({ value, label: t(`${ns}.sorts.${value}`) }))} />
        </div>
        <MarketResults query={query} ns={ns} skeleton="list" empty={<EmptyBox title={t(`${ns}.empty`)} hint={t(`${ns}.emptyHint`)} />}>
          <ul className={styles.modelList} data-testid={props.testId}>
            {query.data?.records.map((row) => <li key={props.rowKey(row)}>{props.renderRow(row)}</li>)}
          </ul>
        </MarketResults>
        <MarketPager page={props.page} pages={Math.max(1, query.data?.pages ?? 1)} onPage={props.onPage} />
      </MarketBody>
    </>
  );
}

/** A labelled select of a catalogue's filter bar or toolbar; `any` adds an empty first choice. */
export function CatalogSelect({ label, value, onChange, options, any }: { label: string; value: string; onChange: (value: string) => void; options: { value: string; label: string }[]; any?: string }) {
  return (
    <label className={market.inlineField}>
      <span>{label}</span>
      <select className={market.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The catalogue's search: applied on submit, cut to 64 characters, empty clears it. */
export function CatalogSearch({ ns, value, onSearch }: { ns: Ns; value: string | null; onSearch: (q: string | null) => void }) {
  const { t } = useTranslation('storefront');
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, 64) || null);
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <input aria-label={t(`${ns}.search`)} type="search" className={`${market.input} ${styles.searchInput}`} value={text} maxLength={64} placeholder={t(`${ns}.searchPlaceholder`)} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className={ui.btn}>
        {t(`${ns}.searchButton`)}
      </button>
    </form>
  );
}
