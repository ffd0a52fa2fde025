import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useSession } from '../../../shared/auth/session';
import { loginHref, paths } from '../../../shared/config/paths';
import type { DatasetDetail, DatasetFile } from '../../../shared/contracts/dataset';
import { formatFileSize } from '../../../shared/core/ai';
import { DATASET_LANGUAGES, DATASET_MODALITIES, DATASET_TASKS, formatRows } from '../../../shared/core/dataset';
import { datasetDetailQueryOptions, getDownloadLink } from '../../../shared/features/dataset/api/get-datasets';
import { MarkdownBody } from '../../../shared/features/content/components/MarkdownBody';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useDocumentMeta } from '../../../shared/ui/use-document-meta';
import '../../i18n/ai-dataset';
import { MarketDetail } from '../../ui/MarketList';
import ui from '../../ui/ui.module.css';
import styles from '../ai-market.module.css';
import { CardTabs } from '../CardTabs';
import { named } from '../CatalogPage';
import { licenseName } from './DatasetMarketPage';
import { DatasetViewer } from './DatasetViewer';
import own from './dataset.module.css';

const TABS = ['viewer', 'readme', 'files'] as const;

/** /ai-market/dataset/:datasetId (light): a dataset card — facts, the viewer, the README and the files to download. */
export default function DatasetDetailPage() {
  const { t } = useTranslation('storefront');
  const { datasetId = '' } = useParams();
  const detail = useQuery(datasetDetailQueryOptions(datasetId));
  const dataset = detail.data;
  useDocumentMeta(dataset ? `${dataset.name}（${dataset.publisher}/${dataset.datasetId}）- ${t('datasets.eyebrow')} - 算力市场` : t('datasets.title'), dataset?.summary);
  return (
    <MarketDetail
      crumbs={[{ label: t('datasetDetail.breadcrumb'), to: paths.datasetMarket.getHref() }, { label: dataset?.datasetId ?? datasetId }]}
      query={detail}
      notFound={t('datasetDetail.notFound')}
      back={{ to: paths.datasetMarket.getHref(), label: t('datasetDetail.back') }}
    >
      {(found) => <DatasetCard dataset={found} />}
    </MarketDetail>
  );
}

function DatasetCard({ dataset }: { dataset: DatasetDetail }) {
  const { t } = useTranslation('storefront');
  return (
    <>
      <header className={styles.cardHead}>
        <div>
          <span className={styles.publisher}>{dataset.publisher}/</span>
          <h1 className={styles.cardTitle}>{dataset.datasetId}</h1>
          <p className={own.subtitle}>{dataset.name}</p>
          <div className={styles.badges}>
            <span className={styles.badgeTask}>{named(DATASET_TASKS, dataset.task)}</span>
            <span className={styles.badge}>{named(DATASET_MODALITIES, dataset.modality)}</span>
            <span className={styles.badge}>{dataset.size}</span>
            <span className={styles.badge}>{licenseName(dataset.license)}</span>
            {dataset.tags.map((tag) => (
              <span key={tag} className={styles.badge}>
                {tag}
              </span>
            ))}
          </div>
        </div>
      </header>
      <Facts dataset={dataset} />
      <div className={styles.panel}>
        {/* The viewer's own state (split, search, filter, offset) belongs to its tab: it goes when another is chosen. */}
        <CardTabs tabs={TABS} label={t('datasetDetail.tabsLabel')} text={(key) => t(`datasetDetail.tabs.${key}`)} keepParams={false}>
          {(tab) => (
            <>
              {tab === 'viewer' && <DatasetViewer dataset={dataset} />}
              {tab === 'readme' && <MarkdownBody source={dataset.readme} htmlAsText />}
              {tab === 'files' && <FilesTable dataset={dataset} />}
            </>
          )}
        </CardTabs>
      </div>
    </>
  );
}

function Facts({ dataset }: { dataset: DatasetDetail }) {
  const { t } = useTranslation('storefront');
  const rows: [string, string][] = [
    ['task', `${named(DATASET_TASKS, dataset.task)}（${dataset.task}）`],
    ['modality', named(DATASET_MODALITIES, dataset.modality)],
    ['license', licenseName(dataset.license)],
    ['languages', dataset.languages.map((l) => named(DATASET_LANGUAGES, l)).join('、')],
    ['rows', t('datasetDetail.rowsValue', { n: formatRows(dataset.rows) })],
    ['size', dataset.size],
    ['splits', dataset.splits.join(' / ')],
    ['downloads', dataset.downloads.toLocaleString('en-US')],
    ['publishTime', dataset.publishTime.slice(0, 10)],
  ];
  return (
    <dl className={own.facts}>
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`datasetDetail.facts.${key}`)}</dt>
          <dd data-testid={`fact-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FilesTable({ dataset }: { dataset: DatasetDetail }) {
  const { t } = useTranslation('storefront');
  return (
    <div className={styles.tableWrap}>
      <p className={styles.muted}>{t('datasetDetail.files.lead')}</p>
      <table className={styles.table} data-testid="dataset-files">
        <thead>
          <tr>
            <th>{t('datasetDetail.files.name')}</th>
            <th>{t('datasetDetail.files.download')}</th>
            <th>{t('datasetDetail.files.split')}</th>
            <th>{t('datasetDetail.files.rows')}</th>
            <th>{t('datasetDetail.files.size')}</th>
            <th>{t('datasetDetail.files.sha256')}</th>
          </tr>
        </thead>
        <tbody>
          {dataset.files.map((file) => (
            <tr key={file.fileId}>
              <td>{file.name}</td>
              <td>
                <DownloadButton datasetId={dataset.datasetId} file={file} />
              </td>
              <td>{file.split}</td>
              <td>{file.rows.toLocaleString('en-US')}</td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatFileSize(file.size)}</td>
              <td className={styles.hash} data-testid="file-sha256">
                {file.sha256}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Signed in: fetch a short-lived link and let the browser download it. Otherwise: to login and back here. */
function DownloadButton({ datasetId, file }: { datasetId: string; file: DatasetFile }) {
  const { t } = useTranslation('storefront');
  const { loggedIn } = useSession();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  if (!loggedIn) {
    return (
      <Link className={`${ui.btnGhost} ${ui.btnSmall}`} style={{ whiteSpace: 'nowrap' }} to={loginHref({ redirect: `${pathname}${search}` })} data-testid="download-login">
        {t('datasetDetail.files.loginToDownload')}
      </Link>
    );
  }
  const download = async () => {
    setBusy(true);
    try {
      const link = await getDownloadLink({ datasetId, fileId: file.fileId });
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = file.name;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch {
      toast.error(t('datasetDetail.files.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`${ui.btn} ${ui.btnSmall}`} style={{ whiteSpace: 'nowrap' }} disabled={busy} onClick={() => void download()} aria-label={`${t('datasetDetail.files.download')} ${file.name}`}>
      {busy ? t('datasetDetail.files.preparing') : t('datasetDetail.files.download')}
    </button>
  );
}
