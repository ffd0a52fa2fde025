import type { MouseEvent, ReactNode } from 'react';
import { MarkdownBody } from './MarkdownBody';
import styles from './content.module.css';

/**
 * A published article as the storefront shows it — news, encyclopedia articles, knowledge items:
 * title, a line of facts, the cover, the summary, tags and the Markdown body.
 */
export function ContentArticle({
  title,
  meta,
  cover,
  summary,
  tags,
  body,
  download,
  before,
}: {
  title: string;
  meta: ReactNode[];
  cover?: string;
  summary?: string;
  tags?: string[];
  body: string;
  /**
   * The report's link; `onClick` takes over (a download that needs the user signed in), and
   * `login` marks a link to the login page rather than to the file.
   */
  download?: { href: string; label: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void; busy?: boolean; login?: boolean };
  /** Something above the title (the storefront's breadcrumb). */
  before?: ReactNode;
}) {
  return (
    <article data-testid="content-article">
      {before}
      <h1 className={styles.articleTitle}>{title}</h1>
      <p className={styles.meta}>
        {meta.map((item, index) => (
          <span key={index}>{item}</span>
        ))}
      </p>
      {tags && tags.length > 0 && (
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      {cover && <img src={cover} alt="" width={640} height={360} className={styles.cover} />}
      {summary && <p className={styles.summary}>{summary}</p>}
      {download && (
        <a className={styles.download} href={download.href} download={download.login ? undefined : true} onClick={download.onClick} aria-busy={download.busy || undefined} data-testid="report-download">
          {download.label}
        </a>
      )}
      <MarkdownBody source={body} />
    </article>
  );
}
