import type { ReactNode } from 'react';
import { CheckIcon } from '../../shared/ui/page-icons';
import ui from './ui.module.css';

/** What a form turns into once sent: a tick, what happened, and what can be done next. */
export function SuccessNotice(props: { testId: string; title: string; text: string; children: ReactNode }) {
  return (
    <div className={ui.notice} role="status" data-testid={props.testId}>
      <span className={ui.successIcon}>
        <CheckIcon size={26} />
      </span>
      <h2 className={ui.h3}>{props.title}</h2>
      <p className={ui.muted}>{props.text}</p>
      {props.children}
    </div>
  );
}
