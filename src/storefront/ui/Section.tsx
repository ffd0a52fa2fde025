import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** A section's heading: an optional eyebrow, the h2 (its id labels the section), an optional lead. */
export function SectionTitle(props: { id?: string; eyebrow?: ReactNode; title: ReactNode; lead?: ReactNode }) {
  return (
    <>
      {props.eyebrow && <span className={ui.eyebrow}>{props.eyebrow}</span>}
      <h2 id={props.id} className={ui.h2}>
        {props.title}
      </h2>
      {props.lead && <p className={ui.lead}>{props.lead}</p>}
    </>
  );
}

/**
 * A band of an inner page: the section (soft background when `alt`), its container (with the
 * page's own layout class) and, when given, its title. A title with an eyebrow or a lead is a
 * heading block (`ui.sectionHead`); a bare title is a plain h2. `labelledBy` is the id of the
 * heading that names the section: the title's own, or one inside the children.
 */
export function Section(props: {
  id?: string;
  labelledBy?: string;
  alt?: boolean;
  className?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  const { eyebrow, title, lead, labelledBy } = props;
  const heading = title && <SectionTitle id={labelledBy} eyebrow={eyebrow} title={title} lead={lead} />;
  return (
    <section id={props.id} className={props.alt ? `${ui.section} ${ui.sectionAlt}` : ui.section} aria-labelledby={labelledBy} data-testid={props.testId}>
      <div className={props.className ? `${ui.container} ${props.className}` : ui.container}>
        {eyebrow || lead ? <div className={ui.sectionHead}>{heading}</div> : heading}
        {props.children}
      </div>
    </section>
  );
}
