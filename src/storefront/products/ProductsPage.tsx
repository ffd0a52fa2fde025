import type { ComponentType } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { GpuIcon } from '../../shared/ui/icons';
import { ArrowRightIcon, CameraIcon, CubeIcon, DatabaseIcon, ServerIcon, UsersIcon } from '../../shared/ui/page-icons';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/about';
import { CardGrid, CheckList, IconCard, type TitledText } from '../ui/Lists';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/Section';
import ui from '../ui/ui.module.css';
import styles from './products.module.css';

const PRODUCTS: { key: string; to: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'gpu', to: paths.gpuMarket.getHref(), Icon: GpuIcon },
  { key: 'bare', to: paths.mall.getHref(), Icon: ServerIcon },
  { key: 'demand', to: paths.demands.getHref(), Icon: UsersIcon },
  { key: 'model', to: paths.modelMarket.getHref(), Icon: CubeIcon },
  { key: 'dataset', to: paths.datasetMarket.getHref(), Icon: DatabaseIcon },
  { key: 'photo', to: paths.accessPoint.getHref(), Icon: CameraIcon },
];

/** /products: every product in one place (the footer's 全部产品). */
export function ProductsPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('products.title'), t('products.description'));
  const scenes = t('products.scenes', { returnObjects: true }) as TitledText[];
  return (
    <>
      <PageHero texts="products" art="products" />
      <Section className={ui.grid3}>
        {PRODUCTS.map(({ key, to, Icon }) => (
          <IconCard key={key} as="article" heading="h2" Icon={Icon} title={t(`products.items.${key}.title`)} className={styles.product}>
            <p className={ui.muted}>{t(`products.items.${key}.text`)}</p>
            <CheckList items={t(`products.items.${key}.features`, { returnObjects: true }) as string[]} />
            <Link to={to} className={`${ui.textLink} ${styles.action}`}>
              {t(`products.items.${key}.action`)}
              <ArrowRightIcon size={16} />
            </Link>
          </IconCard>
        ))}
      </Section>
      <Section alt labelledBy="products-scenes" title={t('products.scenesTitle')}>
        <CardGrid items={scenes} columns={4} className={styles.scenes} />
        <div className={ui.heroActions}>
          <Link to={paths.consultation.getHref()} className={ui.btn}>
            {t('products.consult')}
          </Link>
        </div>
      </Section>
    </>
  );
}

export default ProductsPage;
