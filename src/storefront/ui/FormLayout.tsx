import type { ReactNode } from 'react';
import styles from './consultation.module.css';
import { Section } from './Section';
import ui from './ui.module.css';

/** The body of a form page (consultation, feedback): the form's panel, and beside it the aside's cards. */
export function FormLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Section className={styles.layout}>
      <div className={ui.formPanel}>{children}</div>
      <aside className={styles.aside}>{aside}</aside>
    </Section>
  );
}

/** A card of a form page's aside: a small title, then what it offers. */
export function AsideCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={ui.card}>
      <h2 className={styles.asideTitle}>{title}</h2>
      {children}
    </div>
  );
}
