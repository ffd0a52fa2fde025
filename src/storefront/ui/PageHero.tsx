import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** The title band of an inner page: eyebrow, the page's h1, a lead, actions, optional artwork. */
export function PageHero(props: {
  eyebrow?: string;
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
  art?: { src: string; alt: string; width: number; height: number };
  children?: ReactNode;
}) {
  return (
    <section className={ui.hero}>
      <div className={`${ui.container} ${ui.heroInner}`}>
        <div>
          {props.children}
          {props.eyebrow && <span className={ui.eyebrow}>{props.eyebrow}</span>}
          <h1 className={ui.heroTitle}>{props.title}</h1>
          {props.text && <p className={ui.heroText}>{props.text}</p>}
          {props.actions && <div className={ui.heroActions}>{props.actions}</div>}
        </div>
        {props.art && (
          <img
            className={ui.heroArt}
            src={props.art.src}
            alt={props.art.alt}
            width={props.art.width}
            height={props.art.height}
            fetchPriority="high"
          />
        )}
      </div>
    </section>
  );
}
