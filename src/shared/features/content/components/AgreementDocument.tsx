import type { ReactNode } from 'react';
import { MarkdownBody } from './MarkdownBody';
import styles from './content.module.css';

/** A version of an agreement as /support/agreement/{id} shows it: title, its version and effective date, the text. */
export function AgreementDocument({ title, dateLine, body, before }: { title: string; dateLine: string; body: string; before?: ReactNode }) {
  return (
    <article data-testid="agreement-document">
      {before}
      <h1 className={styles.articleTitle}>{title}</h1>
      <p className={styles.meta} data-testid="agreement-version">
        {dateLine}
      </p>
      <MarkdownBody source={body} className={styles.agreementBody} />
    </article>
  );
}
