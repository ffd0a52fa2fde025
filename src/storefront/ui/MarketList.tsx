/**
 * The skeleton the market lists share (GPU market, mall, demand board and the buyer's demands):
 * hero, filter bar, toolbar, the list's loading, error and empty states, and the pager. Texts come
 * from the page, or from its i18n namespace (`ns`), where the namespaces use the same keys; the
 * retry and the pager say what every list says (`lists`).
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import '../i18n/lists';
import { Link } from 'react-router';
import { Breadcrumb } from './Breadcrumb';
import { VIEWS, type View } from './market-url';
import market from './market.module.css';
import { Pager } from './Pager';
import ui from './ui.module.css';

/** The i18n namespaces whose list texts (loading, sort, view, paging…) share their keys. */
export type ListNs = 'market' | 'mall' | 'models' | 'datasets';

export function MarketHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <section className={market.hero}>
      <div className={`${ui.container} ${market.heroInner}`}>
        <div>
          <span className={ui.eyebrow}>{eyebrow}</span>
          <h1 className={market.heroTitle}>{title}</h1>
          <p className={market.heroText}>{lead}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

/** The light page body under the hero, or of a detail page. */
export function MarketBody({ children }: { children: ReactNode }) {
  return (
    <section className={market.body}>
      <div className={ui.container}>{children}</div>
    </section>
  );
}

/** The hero's two links: the main action, and a quieter second one. */
export function HeroLinks({ primary, secondary }: { primary: { to: string; label: string }; secondary: { to: string; label: string } }) {
  return (
    <div className={market.heroActions}>
      <Link className={market.primaryLink} to={primary.to}>
        {primary.label}
      </Link>
      <Link className={market.linkBtn} to={secondary.to}>
        {secondary.label}
      </Link>
    </div>
  );
}

export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={market.filters} aria-label={label}>
      {children}
    </section>
  );
}

/**
 * A row of chips under a label: "all" and one per option. With `multiple`, chips toggle in and
 * out of the selection; otherwise a chip selects its option alone, or clears it when on.
 */
export function ChipFilter(props: {
  id: string;
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  multiple?: boolean;
  onChange: (selected: string[]) => void;
}) {
  const { id, selected, onChange } = props;
  const toggle = (value: string) => {
    const on = selected.includes(value);
    if (props.multiple) onChange(on ? selected.filter((v) => v !== value) : [...selected, value]);
    else onChange(on ? [] : [value]);
  };
  return (
    <div className={market.filterRow}>
      <span className={market.filterLabel} id={id}>
        {props.label}
      </span>
      <div className={market.chips} role="group" aria-labelledby={id}>
        <button type="button" className={market.chip} aria-pressed={selected.length === 0} onClick={() => onChange([])}>
          {props.allLabel}
        </button>
        {props.options.map((option) => (
          <button key={option.value} type="button" className={market.chip} aria-pressed={selected.includes(option.value)} onClick={() => toggle(option.value)}>
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The two chip rows both machine lists open with: the region (one) and the GPU models (several). */
export function RegionGpuFilters(props: {
  ns: ListNs;
  /** Prefix of the rows' label ids, unique on the page. */
  idPrefix: string;
  gpuLabel: string;
  regions: readonly { code: string; name: string }[];
  gpus: readonly string[];
  filters: { region: string | null; gpu: string[] };
  update: (change: { region?: string | null; gpu?: string[] }) => void;
}) {
  const { t } = useTranslation('storefront');
  const { ns, filters, update } = props;
  return (
    <>
      <ChipFilter
        id={`${props.idPrefix}-region`}
        label={t(`${ns}.region`)}
        allLabel={t(`${ns}.allRegions`)}
        options={props.regions.map((region) => ({ value: region.code, label: region.name }))}
        selected={filters.region ? [filters.region] : []}
        onChange={([region]) => update({ region: region ?? null })}
      />
      <ChipFilter
        id={`${props.idPrefix}-gpu`}
        label={props.gpuLabel}
        allLabel={t(`${ns}.allGpus`)}
        options={props.gpus.map((gpu) => ({ value: gpu, label: gpu }))}
        selected={filters.gpu}
        multiple
        onChange={(gpu) => update({ gpu })}
      />
    </>
  );
}

/** The row of small filters (selects, price, checkboxes) and, when any filter is on, "clear". */
export function FilterFields({ children, clear }: { children: ReactNode; clear?: { label: string; onClick: () => void } | null }) {
  return (
    <div className={`${market.filterRow} ${market.filterFields}`}>
      {children}
      {clear && (
        <button type="button" className={market.clear} onClick={clear.onClick}>
          {clear.label}
        </button>
      )}
    </div>
  );
}

/** A labelled select of whole numbers, with "any" as the empty choice. */
export function NumberSelect(props: {
  label: string;
  value: number | null;
  anyLabel: string;
  choices: readonly number[];
  optionLabel: (n: number) => string;
  onChange: (value: number | null) => void;
}) {
  return (
    <label className={market.inlineField}>
      <span>{props.label}</span>
      <select className={market.select} value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{props.anyLabel}</option>
        {props.choices.map((n) => (
          <option key={n} value={n}>
            {props.optionLabel(n)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How long the price filter waits after the last keystroke before it applies. */
const PRICE_DEBOUNCE_MS = 400;

/**
 * A price ceiling, applied as the visitor types (once they pause), on Enter, or when the field
 * loses focus; a value that does not match `pattern` goes back to the applied one on Enter or blur.
 */

export function PriceFilter(props: {
  id: string;
  label: string;
  value: string | null;
  pattern: RegExp;
  maxLength: number;
  placeholder: string;
  unit: string;
  onChange: (value: string | null) => void;
}) {
  const { value: applied, onChange } = props;
  const [price, setPrice] = useState(applied ?? '');
  useEffect(() => setPrice(applied ?? ''), [applied]);
  // The page passes a new handler each render; the pending apply uses the newest.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  // Applied as the visitor types, once they pause (a half-typed "3." waits for its digits).
  useEffect(() => {
    const value = price.trim();
    if ((value || null) === applied || (value !== '' && !props.pattern.test(value))) return;
    const timer = setTimeout(() => latestOnChange.current(value || null), PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [price, applied, props.pattern]);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const value = price.trim();
    if (value === '' || props.pattern.test(value)) {
      if ((value || null) !== applied) onChange(value || null);
    } else {
      setPrice(applied ?? '');
    }
  };
  return (
    <form className={market.inlineField} onSubmit={apply}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className={market.input}
        inputMode="decimal"
        value={price}
        placeholder={props.placeholder}
        onChange={(event) => setPrice(event.target.value.replace(/[^\d.]/g, '').slice(0, props.maxLength))}
        onBlur={() => apply()}
      />
      <span className={market.unit}>{props.unit}</span>
    </form>
  );
}

export function CheckFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={market.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** The result count, and the sort select and card/table switch where the list has them. */
export function MarketToolbar<S extends string>(props: {
  count: string;
  /** Where the sort's and the view's texts are; needed with them. */
  ns?: ListNs;
  sort?: { value: S; options: readonly S[]; onChange: (sort: S) => void };
  view?: { value: View; onChange: (view: View) => void };
}) {
  const { t } = useTranslation('storefront');
  const { ns, sort, view } = props;
  return (
    <div className={market.toolbar}>
      <p className={market.count} aria-live="polite">
        {props.count}
      </p>
      {ns && sort && view && (
        <div className={market.toolbarRight}>
          <label className={market.inlineField}>
            <span>{t(`${ns}.sort`)}</span>
            <select value={sort.value} onChange={(event) => sort.onChange(event.target.value as S)} className={market.select}>
              {sort.options.map((option) => (
                <option key={option} value={option}>
                  {t(`${ns}.sorts.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <div className={market.segmented} role="group" aria-label={t(`${ns}.view`)}>
            {VIEWS.map((mode) => (
              <button key={mode} type="button" aria-pressed={view.value === mode} onClick={() => view.onChange(mode)}>
                {mode === 'card' ? t(`${ns}.viewCard`) : t(`${ns}.viewTable`)}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/** The framed message of an empty list or a missing record. */
export function EmptyBox({ title, hint, alert, children }: { title: string; hint?: string; alert?: boolean; children?: ReactNode }) {
  return (
    <div className={market.emptyBox} role={alert ? 'alert' : undefined}>
      <p className={market.emptyTitle}>{title}</p>
      {hint && <p>{hint}</p>}
      {children}
    </div>
  );
}

/** What a list query gives the page. */
interface ListQuery {
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  data?: { records: readonly unknown[] };
  refetch: () => unknown;
}

/**
 * A list's states: failed (with retry), loading (a grid of card skeletons, or one for a list),
 * empty, or the records (`children`); dimmed while a new page loads over the old one.
 */
export function MarketResults(props: { query: ListQuery; ns: ListNs | 'demands'; skeleton: 'grid' | 'list'; empty: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('storefront');
  const { query, ns } = props;
  return (
    <div aria-busy={query.isFetching} className={query.isPlaceholderData ? market.stale : undefined}>
      {query.isError && !query.data ? (
        <div className={market.emptyBox} role="alert">
          <p>{t(`${ns}.loadFailed`)}</p>
          <button type="button" className={ui.btnGhost} onClick={() => void query.refetch()}>
            {t('lists.retry')}
          </button>
        </div>
      ) : query.isPending ? (
        <MarketSkeleton kind={props.skeleton} />
      ) : query.data?.records.length === 0 ? (
        props.empty
      ) : (
        props.children
      )}
    </div>
  );
}

/** Placeholders while a list or a record loads: six cards, or one block (a list, a detail page). */
export function MarketSkeleton({ kind }: { kind: 'grid' | 'list' | 'detail' }) {
  if (kind === 'detail') return <div className={market.skeleton} />;
  if (kind === 'list') return <div className={market.skeleton} style={{ height: 160 }} />;
  return (
    <div className={market.grid}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={market.skeleton} />
      ))}
    </div>
  );
}

/** The market lists' pager (see Pager). */
export function MarketPager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  return <Pager className={market.pager} {...props} />;
}

/**
 * A record's page (a machine, a demand): breadcrumb, then a skeleton while it loads, "not found"
 * with a way back, or the record.
 */
export function MarketDetail<T>(props: {
  crumbs: { label: string; to?: string }[];
  query: { isPending: boolean; data?: T };
  notFound: string;
  back: { to: string; label: string };
  children: (record: T) => ReactNode;
}) {
  const { query, back } = props;
  return (
    <MarketBody>
      <Breadcrumb items={props.crumbs} />
      {query.isPending ? (
        <MarketSkeleton kind="detail" />
      ) : !query.data ? (
        <EmptyBox title={props.notFound} alert>
          <Link className={ui.btnGhost} to={back.to}>
            {back.label}
          </Link>
        </EmptyBox>
      ) : (
        props.children(query.data)
      )}
    </MarketBody>
  );
}
