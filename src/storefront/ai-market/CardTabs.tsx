import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styles from './ai-market.module.css';

/**
 * A catalogue card's tabs (a model's, a dataset's): the tab the URL names (`?tab=`, the first when
 * none), the tab buttons, and the chosen tab's panel. Choosing the first tab drops `tab` from the
 * URL; the URL's other parameters stay with `keepParams`, else they go (they belong to the tab left).
 */
export function CardTabs<T extends string>(props: { tabs: readonly T[]; label: string; text: (tab: T) => string; keepParams: boolean; children: (tab: T) => ReactNode }) {
  const { tabs } = props;
  const [params, setParams] = useSearchParams();
  const named = params.get('tab');
  const tab = tabs.find((key) => key === named) ?? tabs[0]!;
  const choose = (key: T) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(props.keepParams ? current : undefined);
        if (key === tabs[0]) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={props.label}>
        {tabs.map((key) => (
          <button key={key} type="button" role="tab" id={`tab-${key}`} aria-selected={tab === key} aria-controls={`panel-${key}`} className={styles.tab} onClick={() => choose(key)}>
            {props.text(key)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {props.children(tab)}
      </div>
    </>
  );
}
