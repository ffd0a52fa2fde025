import type { ComponentType, ReactNode } from 'react';
import styles from './lists.module.css';
import ui from './ui.module.css';

/** An entry of the texts' card and step lists (i18n resources with `returnObjects`). */
export interface TitledText {
  title: string;
  text: string;
}

/** A figure of the texts' stat lists. */
export interface Stat {
  value: string;
  label: string;
}

/** Figures as tiles, the value above its label; the page's class sets the columns and sizes. */
export function StatList({ items, className, gradient }: { items: Stat[]; className?: string; gradient?: boolean }) {
  return (
    <dl className={[styles.stats, gradient && styles.statsGradient, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <div key={item.label} className={ui.surface}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Numbered steps in a row of tiles. */
export function StepList({ steps, className }: { steps: TitledText[]; className?: string }) {
  return (
    <ol className={className ? `${styles.steps} ${className}` : styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={ui.surface}>
          <span className={styles.stepNo}>{index + 1}</span>
          <h3 className={ui.h3}>{step.title}</h3>
          <p className={ui.muted}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A list of short texts with a tick before each. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={ui.checkList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Text cards (a title and a sentence) in a grid of 2, 3 or 4 columns. */
export function CardGrid({ items, columns, className }: { items: TitledText[]; columns: 2 | 3 | 4; className?: string }) {
  const grid = { 2: ui.grid2, 3: ui.grid3, 4: ui.grid4 }[columns];
  return (
    <div className={className ? `${grid} ${className}` : grid}>
      {items.map((item) => (
        <div key={item.title} className={ui.card}>
          <h3 className={ui.h3}>{item.title}</h3>
          <p className={ui.muted}>{item.text}</p>
        </div>
      ))}
    </div>
  );
}

/** A card led by an icon badge and a title, with whatever the card says below. */
export function IconCard(props: {
  Icon: ComponentType<{ size?: number }>;
  title: ReactNode;
  as?: 'div' | 'article';
  heading?: 'h2' | 'h3';
  className?: string;
  children?: ReactNode;
}) {
  const { Icon, as: Card = 'div', heading: Heading = 'h3' } = props;
  return (
    <Card className={props.className ? `${ui.card} ${props.className}` : ui.card}>
      <span className={ui.iconBadge}>
        <Icon size={22} />
      </span>
      <Heading className={ui.h3}>{props.title}</Heading>
      {props.children}
    </Card>
  );
}
