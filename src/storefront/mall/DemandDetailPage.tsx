import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { Link, useLocation, useParams } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import type { Demand, Term } from '../../shared/contracts/mall';
import { TERMS } from '../../shared/core/mall';
import { formatDateTime } from '../../shared/core/time';
import { demandDetailQueryOptions, useQuoteDemand } from '../../shared/features/mall/api/demands';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import { FormTheme } from '../ui/FormTheme';
import market from '../ui/market.module.css';
import { MarketDetail } from '../ui/MarketList';
import { DateItem } from './DateItem';
import { modelsText, priceText, usageText } from './demand-format';
import { sendAndReset, todayInChina } from './form-utils';
import styles from './mall.module.css';

/** /demands/detail/:demandGoodsBaseId (light): a demand on the board, and a supplier's quote on it. */
export default function DemandDetailPage() {
  const { t } = useTranslation('storefront');
  const { demandGoodsBaseId = '' } = useParams();
  const detail = useQuery(demandDetailQueryOptions(demandGoodsBaseId));
  const demand = detail.data;
  useDocumentMeta(demand ? `${demand.title} - ${t('demands.eyebrow')} - 算力市场` : t('demands.title'));

  return (
    <MarketDetail
      crumbs={[{ label: t('demands.eyebrow'), to: paths.demands.getHref() }, { label: demand?.title ?? t('demands.detail') }]}
      query={detail}
      notFound={t('demands.notFound')}
      back={{ to: paths.demands.getHref(), label: t('demands.back') }}
    >
      {(found) => (
        <div className={styles.detail}>
          <DemandFacts demand={found} />
          <QuotePanel demand={found} />
        </div>
      )}
    </MarketDetail>
  );
}

/** The demand's facts, as the board shows them (masked) or as its buyer sees them. */
export function DemandFacts({ demand }: { demand: Demand }) {
  const { t } = useTranslation('storefront');
  return (
    <div className={styles.panel}>
      <p className={styles.detailSub}>
        <span className={styles.status}>{t(`demands.status.${demand.status}`)}</span>
        <span>{demand.demandGoodsBaseId}</span>
        <span>{t('demands.publishedAt', { date: formatDateTime(demand.createdAt) })}</span>
      </p>
      <h1 className={styles.detailTitle}>{demand.title}</h1>
      <dl className={styles.specTable} style={{ marginTop: 16 }}>
        <dt>{t('demands.fields.gpuModels')}</dt>
        <dd>{modelsText(t, demand)}</dd>
        <dt>{t('demands.fields.gpuCount')}</dt>
        <dd>{t('demands.gpus', { count: demand.gpuCount })}</dd>
        <dt>{t('demands.fields.usage')}</dt>
        <dd>{usageText(t, demand)}</dd>
        <dt>{t('demands.fields.startDate')}</dt>
        <dd>{demand.startDate}</dd>
        <dt>{t('demands.fields.region')}</dt>
        <dd>{demand.regionName ?? t('demands.anyRegion')}</dd>
        <dt>{t('demands.fields.maxUnitPrice')}</dt>
        <dd className={styles.demandPrice}>{t('demands.perCardHour', { price: priceText(demand.maxUnitPrice) })}</dd>
        <dt>{t('demands.fields.deadline')}</dt>
        <dd>{demand.deliveryDeadline}</dd>
        <dt>{t('demands.fields.notes')}</dt>
        <dd style={{ whiteSpace: 'pre-wrap' }}>{demand.notes || '—'}</dd>
        <dt>{t('demands.fields.contact')}</dt>
        <dd>
          {demand.contactName} {demand.contactPhone}（{demand.buyerName}）
        </dd>
      </dl>
    </div>
  );
}

interface QuoteValues {
  unitPrice: string;
  term: Term;
  startDate: string;
  minCommitmentMonths: number;
  validUntil: string;
  note: string;
}

function QuotePanel({ demand }: { demand: Demand }) {
  const { t } = useTranslation('storefront');
  const session = useSession();
  const location = useLocation();
  const [form] = Form.useForm<QuoteValues>();
  const mutation = useQuoteDemand();
  const open = demand.status === 'open' || demand.status === 'quoted';
  const notice = !open
    ? t('demands.quoteClosed')
    : demand.mine
      ? t('demands.quoteOwn')
      : !session.loggedIn
        ? null
        : !session.roles.includes('supplier')
          ? t('demands.quoteSupplierOnly')
          : null;
  const required = (field: string) => ({ required: true, message: t('publish.required', { field }) });
  const submit = (v: QuoteValues) =>
    mutation.mutate(
      { demandGoodsBaseId: demand.demandGoodsBaseId, goodsBaseId: null, ...v, note: v.note ?? '' },
      sendAndReset(form, t('demands.quote.sent'), t('mallDetail.orderFailed')),
    );

  return (
    <aside className={`${styles.panel} ${styles.orderPanel}`} aria-labelledby="quote-title">
      <h2 className={styles.panelTitle} id="quote-title">
        {t('demands.quoteTitle')}
      </h2>
      {demand.mine ? (
        <>
          <p className={styles.muted}>{notice}</p>
          <Link className={market.primaryLink} to={paths.myDemandDetail.getHref(demand.demandGoodsBaseId)}>
            {t('myDemands.quotes')}
          </Link>
        </>
      ) : notice ? (
        <p className={styles.muted}>{notice}</p>
      ) : !session.loggedIn ? (
        <Link className={market.primaryLink} to={loginHref({ redirect: `${location.pathname}${location.search}` })}>
          {t('demands.quoteLogin')}
        </Link>
      ) : (
        <>
          <p className={styles.panelLead}>{t('demands.quoteLead')}</p>
          <FormTheme>
            <Form<QuoteValues>
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={submit}
              initialValues={{ term: 'month', startDate: demand.startDate, minCommitmentMonths: 1, validUntil: todayInChina(7), note: '' }}
            >
              <Form.Item
                name="unitPrice"
                label={t('demands.quote.unitPrice')}
                rules={[required(t('demands.quote.unitPrice')), { pattern: /^\d{1,8}(\.\d{1,4})?$/, message: t('publish.priceFormat') }]}
              >
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item name="term" label={t('demands.quote.term')}>
                <Select options={TERMS.map((term) => ({ value: term, label: t(`mallDetail.terms.${term}`) }))} />
              </Form.Item>
              <DateItem name="startDate" label={t('demands.quote.startDate')} rule={required(t('demands.quote.startDate'))} />
              <Form.Item name="minCommitmentMonths" label={t('demands.quote.minCommitmentMonths')} rules={[required(t('demands.quote.minCommitmentMonths'))]}>
                <InputNumber min={1} max={36} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <DateItem name="validUntil" label={t('demands.quote.validUntil')} rule={required(t('demands.quote.validUntil'))} />
              <Form.Item name="note" label={t('demands.quote.note')}>
                <Input.TextArea rows={3} maxLength={1000} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
                {t('demands.quote.submit')}
              </Button>
            </Form>
          </FormTheme>
        </>
      )}
    </aside>
  );
}
