import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../ui/icons';
import styles from './content.module.css';

/** The content of one home carousel slide: tag, title, text, the action button and the art. */
export function SlideView({
  tag,
  title,
  text,
  action,
  to,
  art,
  alt,
  priority = false,
}: {
  tag?: string;
  title: string;
  text: string;
  action: string;
  to: string;
  art: string;
  alt: string;
  priority?: boolean;
}) {
  return (
    <div className={styles.slideInner}>
      <div className={styles.slideText}>
        {tag && <span className={styles.slideTag}>{tag}</span>}
        <h2 className={styles.slideTitle}>{title}</h2>
        {text && <p className={styles.slideDesc}>{text}</p>}
        <Link className={styles.slideAction} to={to}>
          {action}
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      <img className={styles.slideArt} src={art} alt={alt} width={520} height={360} fetchPriority={priority ? 'high' : 'low'} decoding="async" />
    </div>
  );
}

/** The background of an operator's slide. */
export const plainSlideClass = styles.slidePlain;
