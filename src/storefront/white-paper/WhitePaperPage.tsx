import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { PrintIcon } from '../../shared/ui/page-icons';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import content from '../../shared/features/content/components/content.module.css';
import '../i18n/white-papers';
import { StatList, type Stat } from '../ui/Lists';
import ui from '../ui/ui.module.css';
import styles from './white-paper.module.css';

type PaperKey = 'peak' | 'ic';

const PAPERS: Record<PaperKey, { cover: string; other: PaperKey; path: string; pages: number }> = {
  peak: { cover: '/media/pages/white-paper.svg', other: 'ic', path: paths.whitePaper.getHref(), pages: 42 },
  ic: { cover: '/media/pages/ic-white-paper.svg', other: 'peak', path: paths.icWhitePaper.getHref(), pages: 56 },
};

interface Chapter {
  id: string;
  title: string;
  paragraphs: string[];
}

/** A white paper read online in full, with its contents, findings and a way to book an expert. */
function WhitePaper({ paper }: { paper: PaperKey }) {
  const { t } = useTranslation('storefront');
  const key = `whitePapers.${paper}`;
  useDocumentMeta(t(`${key}.title`), t(`${key}.description`));
  const findings = t(`${key}.findings`, { returnObjects: true }) as Stat[];
  const chapters = t(`${key}.chapters`, { returnObjects: true }) as Chapter[];
  const name = t(`${key}.name`);
  const other = PAPERS[PAPERS[paper].other];

  return (
    <>
      <section className={ui.hero}>
        <div className={`${ui.container} ${styles.head}`}>
          <img src={PAPERS[paper].cover} alt={t('whitePaperUi.coverAlt', { name })} width={300} height={400} className={styles.cover} fetchPriority="high" />
          <div>
            <span className={ui.eyebrow}>{t(`${key}.eyebrow`)}</span>
            <h1 className={ui.heroTitle}>{name}</h1>
            <dl className={styles.meta}>
              <div>
                <dt>{t('whitePaperUi.publisher')}</dt>
                <dd>{t(`${key}.publisher`)}</dd>
              </div>
              <div>
                <dt>{t('whitePaperUi.date')}</dt>
                <dd>
                  <time dateTime={t(`${key}.date`)}>{t(`${key}.date`)}</time>
                </dd>
              </div>
              <div>
                <dt>{t('whitePaperUi.pages')}</dt>
                <dd>{t('whitePaperUi.pagesValue', { count: PAPERS[paper].pages })}</dd>
              </div>
            </dl>
            <div className={`${ui.heroActions} ${styles.noPrint}`}>
              <Link to={paths.consultationWp.getHref()} className={ui.btn}>
                {t('whitePaperUi.consult')}
              </Link>
              <button type="button" className={ui.btnGhost} onClick={() => window.print()}>
                <PrintIcon size={16} />
                {t('whitePaperUi.print')}
              </button>
            </div>
          </div>
        </div>
      </section>
      <div className={ui.section}>
        <div className={`${ui.container} ${styles.body}`}>
          <nav className={`${ui.sidePanel} ${styles.toc} ${styles.noPrint}`} aria-labelledby="toc-title">
            <h2 id="toc-title" className={styles.tocTitle}>
              {t('whitePaperUi.toc')}
            </h2>
            <ol>
              <li>
                <a href="#abstract">{t('whitePaperUi.abstract')}</a>
              </li>
              {chapters.map((chapter) => (
                <li key={chapter.id}>
                  <a href={`#${chapter.id}`}>{chapter.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className={content.prose}>
            <h2 id="abstract">{t('whitePaperUi.abstract')}</h2>
            <p>{t(`${key}.abstract`)}</p>
            <h3>{t('whitePaperUi.findings')}</h3>
            <StatList items={findings} className={styles.findings} gradient />
            {chapters.map((chapter) => (
              <section key={chapter.id} aria-labelledby={chapter.id}>
                <h2 id={chapter.id}>{chapter.title}</h2>
                {chapter.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
              </section>
            ))}
            <aside className={`${styles.cta} ${styles.noPrint}`}>
              <h2>{t('whitePaperUi.ctaTitle')}</h2>
              <p>{t('whitePaperUi.ctaText')}</p>
              <div className={ui.heroActions}>
                <Link to={paths.consultationWp.getHref()} className={ui.btn}>
                  {t('whitePaperUi.consult')}
                </Link>
                <Link to={other.path} className={ui.btnGhost}>
                  {t('whitePaperUi.otherPaper')}：{t(`whitePapers.${PAPERS[paper].other}.name`)}
                </Link>
              </div>
            </aside>
          </article>
        </div>
      </div>
    </>
  );
}

export const WhitePaperPage = () => <WhitePaper paper="peak" />;
export const IcWhitePaperPage = () => <WhitePaper paper="ic" />;
