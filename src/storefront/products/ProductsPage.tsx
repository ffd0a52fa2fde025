import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { ArrowRightIcon, CameraIcon, CubeIcon, DatabaseIcon, GpuIcon, ServerIcon, UsersIcon } from '../../shared/ui/icons';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/about';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/ui.module.css';
import styles from './products.module.css';

const PRODUCTS: { key: string; to: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'gpu', to: paths.gpuMarket, Icon: GpuIcon },
  { key: 'bare', to: paths.mall, Icon: ServerIcon },
  { key: 'demand', to: paths.demands, Icon: UsersIcon },
  { key: 'model', to: paths.modelMarket, Icon: CubeIcon },
  { key: 'dataset', to: paths.datasetMarket, Icon: DatabaseIcon },
  { key: 'photo', to: paths.accessPoint, Icon: CameraIcon },
];

/** /products: every product in one place (the footer's 全部产品). */
export function ProductsPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('products.title'), t('products.description'));
  const scenes = t('products.scenes', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <>
      <PageHero
        eyebrow={t('products.eyebrow')}
        title={t('products.heading')}
        text={t('products.lead')}
        art={{ src: '/media/pages/products.svg', alt: '', width: 360, height: 280 }}
      />
      <section className={ui.section}>
        <div className={`${ui.container} ${ui.grid3}`}>
          {PRODUCTS.map(({ key, to, Icon }) => {
            const features = t(`products.items.${key}.features`, { returnObjects: true }) as string[];
            return (
              <article key={key} className={`${ui.card} ${styles.product}`}>
                <span className={ui.iconBadge}>
                  <Icon size={22} />
                </span>
                <h2 className={ui.h3}>{t(`products.items.${key}.title`)}</h2>
                <p className={ui.muted}>{t(`products.items.${key}.text`)}</p>
                <ul className={ui.checkList}>
                  {features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <Link to={to} className={`${ui.textLink} ${styles.action}`}>
                  {t(`products.items.${key}.action`)}
                  <ArrowRightIcon size={16} />
                </Link>
              </article>
            );
          })}
        </div>
      </section>
      <section className={`${ui.section} ${ui.sectionAlt}`} aria-labelledby="products-scenes">
        <div className={ui.container}>
          <h2 id="products-scenes" className={ui.h2}>
            {t('products.scenesTitle')}
          </h2>
          <div className={`${ui.grid4} ${styles.scenes}`}>
            {scenes.map((scene) => (
              <div key={scene.title} className={ui.card}>
                <h3 className={ui.h3}>{scene.title}</h3>
                <p className={ui.muted}>{scene.text}</p>
              </div>
            ))}
          </div>
          <div className={ui.heroActions}>
            <Link to={paths.consultation} className={ui.btn}>
              {t('products.consult')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export default ProductsPage;
