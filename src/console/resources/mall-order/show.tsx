import { useShow } from '@refinedev/core';
import { Button, Card, Descriptions, Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { MallOrderDetail } from '../../../shared/contracts/mall';
import { formatDateTime } from '../../../shared/core/time';
import { PageContainer } from '../../components/PageContainer';
import { StatusPage } from '../../shell/StatusPage';
import { useTabDetail } from '../../shell/tabs/use-tabs';
import { MALL_ORDER_STATUS_COLORS } from './list';

const STEP: Record<MallOrderDetail['status'], number> = { paid: 0, delivering: 1, delivered: 2, cancelled: 0 };

/** 裸金属订单详情: payment, delivery progress and the signed contract. */
export default function MallOrderShow() {
  const { t } = useTranslation('console');
  const { id } = useParams();
  const { query, result: order } = useShow<MallOrderDetail>({ resource: 'mallOrder', id, meta: { silent: true } });
  useTabDetail(order?.orderBaseId);
  if (query.isError) return <StatusPage status={404} />;
  return (
    <PageContainer
      title={t('mallOrder.detail')}
      extra={
        <Link to={paths.bssOrderMall}>
          <Button>{t('mallOrder.title')}</Button>
        </Link>
      }
    >
      <Card loading={query.isLoading} style={{ marginBottom: 16 }}>
        {order && (
          <>
            <Steps
              style={{ marginBottom: 24 }}
              current={STEP[order.status]}
              status={order.status === 'cancelled' ? 'error' : order.status === 'delivered' ? 'finish' : 'process'}
              items={(['paid', 'delivering', 'delivered'] as const).map((step) => ({ title: t(`mallOrder.steps.${step}`) }))}
            />
            <Descriptions bordered column={{ xs: 1, md: 2, xl: 3 }}>
              <Descriptions.Item label={t('mallOrder.orderBaseId')}>{order.orderBaseId}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.status')}>
                <Tag color={MALL_ORDER_STATUS_COLORS[order.status]} data-testid="mall-order-status">
                  {t(`mallOrder.statuses.${order.status}`)}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.source')}>
                {t(`mallOrder.sources.${order.source}`)}
                {order.demandGoodsBaseId ? `（${order.demandGoodsBaseId}）` : ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.goods')}>
                {order.goodsBaseId ? <a href={paths.mallDetail(order.goodsBaseId)}>{order.title}</a> : order.title}（{order.gpuModel} × {order.gpuCount}）
              </Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.region')}>{order.regionName}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.supplier')}>{order.supplierName}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.term')}>{t('mallOrder.termValue', { count: order.termCount, unit: t(`mallOrder.termUnits.${order.term}`) })}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.quantity')}>{t('mallOrder.quantityValue', { count: order.quantity })}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.unitPrice')}>¥{order.unitPrice}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.amount')}>
                <strong data-testid="mall-order-amount">¥{order.amount}</strong>
              </Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.paidBalance')}>¥{order.paidBalance}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.paidCredit')}>¥{order.paidCredit}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.createdAt')}>{formatDateTime(order.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.deliverBy')}>{formatDateTime(order.deliverBy)}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.deliveredAt')}>{formatDateTime(order.deliveredAt)}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.period')}>{order.startsAt ? `${formatDateTime(order.startsAt)} – ${formatDateTime(order.endsAt)}` : '—'}</Descriptions.Item>
              <Descriptions.Item label={t('mallOrder.deliveryNote')} span={2}>
                {order.deliveryNote ?? '—'}
              </Descriptions.Item>
            </Descriptions>
          </>
        )}
      </Card>
      {order && (
        <Card title={`${t('mallOrder.contract')}${order.contract ? ` · ${order.contract.id}` : ''}`}>
          {order.contract ? (
            <>
              <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
                <Descriptions.Item label={t('contract.status')}>
                  <Tag color="blue">{t(`contract.statuses.${order.contract.status}`)}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label={t('contract.amount')}>¥{order.contract.amount}</Descriptions.Item>
                <Descriptions.Item label={t('contract.createdAt')}>{formatDateTime(order.contract.createdAt)}</Descriptions.Item>
              </Descriptions>
              <ContractText content={order.contract.content} />
            </>
          ) : (
            t('mallOrder.noContract')
          )}
        </Card>
      )}
    </PageContainer>
  );
}

/** The contract's frozen text (a title, a list of terms, numbered clauses) as plain paragraphs. */
export function ContractText({ content }: { content: string }) {
  return (
    <article data-testid="contract-text" style={{ lineHeight: 1.9 }}>
      {content.split('\n').map((line, index) =>
        line.startsWith('# ') ? (
          <h3 key={index} style={{ marginTop: 0 }}>
            {line.slice(2)}
          </h3>
        ) : line ? (
          <p key={index} style={{ margin: 0 }}>
            {line.replace(/^- /, '· ')}
          </p>
        ) : (
          <br key={index} />
        ),
      )}
    </article>
  );
}
