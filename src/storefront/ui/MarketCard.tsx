/**
 * A machine on offer, as the GPU market and the mall show it: a card (head, six specs, what the
 * area adds, prices and the action) or a row of the list's table, and its availability badge.
 */
import type { ReactNode } from 'react';
import market from './market.module.css';

export interface Spec {
  label: string;
  value: ReactNode;
  /** The full value on hover, where the shown one is short. */
  title?: string;
}

export function MarketCard(props: {
  /** The id of the title, which names the card. */
  id: string;
  icon: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  badge: ReactNode;
  specs: Spec[];
  /** What the area shows between the specs and the footer. */
  children: ReactNode;
  prices: ReactNode;
  action: ReactNode;
}) {
  return (
    <article className={market.offer} aria-labelledby={props.id}>
      <header className={market.offerHead}>
        <span className={market.gpuBadge} aria-hidden="true">
          {props.icon}
        </span>
        <div className={market.offerTitle}>
          <h3 id={props.id}>{props.title}</h3>
          <p>{props.subtitle}</p>
        </div>
        {props.badge}
      </header>
      <dl className={market.specs}>
        {props.specs.map((spec) => (
          <div key={spec.label}>
            <dt>{spec.label}</dt>
            <dd title={spec.title}>{spec.value}</dd>
          </div>
        ))}
      </dl>
      {props.children}
      <footer className={market.offerFoot}>
        <div className={market.prices}>{props.prices}</div>
        {props.action}
      </footer>
    </article>
  );
}

/** "n free" in green, or greyed "sold out". */
export function AvailabilityBadge({ available, children }: { available: boolean; children: ReactNode }) {
  return <span className={available ? market.freeBadge : `${market.freeBadge} ${market.soldOut}`}>{children}</span>;
}

/** A column head: its text, or its text with a class (a fixed width), or named for screen readers only. */
type Column = string | { label: string; className?: string; hidden?: boolean };

/** The head row of a table of figures: one column head per entry. */
export function ColumnHeads({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const head = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={head.label} scope="col" className={head.className}>
              {head.hidden ? <span className="visually-hidden">{head.label}</span> : head.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** The list as a table: the columns' heads, a last one for the actions (named for screen readers only), and the rows. */
export function MarketTable({ columns, actionsLabel, children }: { columns: Column[]; actionsLabel: string; children: ReactNode }) {
  return (
    <div className={market.tableWrap}>
      <table className={market.table}>
        <ColumnHeads columns={[...columns, { label: actionsLabel, hidden: true }]} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
