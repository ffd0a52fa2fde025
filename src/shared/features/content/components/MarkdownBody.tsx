import Markdown, { defaultUrlTransform } from 'react-markdown';
import styles from './content.module.css';

/** Only web and mail links and site paths survive; anything else (javascript:, data:) becomes empty. */
const safeUrl = (url: string) => {
  const cleaned = defaultUrlTransform(url);
  return /^(https?:|mailto:|\/(?!\/)|#)/i.test(cleaned) ? cleaned : '';
};

/**
 * Operator-written Markdown as the storefront renders it: headings, paragraphs, lists, links and
 * images, with any raw HTML in the source dropped (skipHtml) — never injected. With `htmlAsText`
 * (a model card's README, written by its publisher) raw HTML is shown as the text it is.
 */
export function MarkdownBody({ source, className, htmlAsText = false }: { source: string; className?: string; htmlAsText?: boolean }) {
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown} data-testid="markdown-body">
      <Markdown
        skipHtml={!htmlAsText}
        urlTransform={safeUrl}
        components={{
          a: ({ node: _node, href, children, ...props }) => (
            <a {...props} href={href} {...(href?.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer nofollow' })}>
              {children}
            </a>
          ),
          img: ({ node: _node, alt, ...props }) => <img {...props} alt={alt ?? ''} loading="lazy" decoding="async" />,
        }}
      >
        {source}
      </Markdown>
    </div>
  );
}
