import { Card, Descriptions, Steps, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/config/paths';
import type { MallOrderDetail } from '../../../shared/contracts/mall';
import { MALL_ORDER_STATUSES } from '../../../shared/core/mall';
import { formatDateTime } from '../../../shared/core/time';
import { DetailPage } from '../../components/DetailPage';
import { CancelMallOrder } from './cancel';
import { MALL_ORDER_STATUS_COLORS } from './list';

const STEP: Record<MallOrderDetail['status'], number> = { paid: 0, delivering: 1, delivered: 2, cancelled: 0 };

/** 裸金属订单详情: payment, delivery progress and the signed contract. */
export default function MallOrderShow() {
  const { t } = useTranslation('console');
  return (
    <DetailPage<MallOrderDetail>
      resource="mallOrder"
      title={t('mallOrder.detail')}
      back={{ to: paths.bssOrderMall.getHref(), label: t('mallOrder.title') }}
      tab={(order) => order.orderBaseId}
      labels="mallOrder"
      head={(order) => (
        <Steps
          style={{ marginBottom: 24 }}
          current={STEP[order.status]}
          status={order.status === 'cancelled' ? 'error' : order.status === 'delivered' ? 'finish' : 'process'}
          items={MALL_ORDER_STATUSES.filter((status) => status !== 'cancelled').map((step) => ({ title: t(`mallOrder.steps.${step}`) }))}
        />
      )}
      fields={(order) => ({
        orderBaseId: order.orderBaseId,
        status: (
          <Tag color={MALL_ORDER_STATUS_COLORS[order.status]} data-testid="mall-order-status">
            {t(`mallOrder.statuses.${order.status}`)}
          </Tag>
        ),
        source: `${t(`mallOrder.sources.${order.source}`)}${order.demandGoodsBaseId ? `（${order.demandGoodsBaseId}）` : ''}`,
        goods: (
          <>
            {order.goodsBaseId ? <a href={paths.mallDetail.getHref(order.goodsBaseId)}>{order.title}</a> : order.title}（{order.gpuModel} × {order.gpuCount}）
          </>
        ),
        region: order.regionName,
        supplier: order.supplierName,
        term: t('mallOrder.termValue', { count: order.termCount, unit: t(`mallOrder.termUnits.${order.term}`) }),
        quantity: t('mallOrder.quantityValue', { count: order.quantity }),
        unitPrice: `¥${order.unitPrice}`,
        amount: <strong data-testid="mall-order-amount">¥{order.amount}</strong>,
        paidBalance: `¥${order.paidBalance}`,
        paidCredit: `¥${order.paidCredit}`,
        createdAt: formatDateTime(order.createdAt),
        deliverBy: formatDateTime(order.deliverBy),
        deliveredAt: formatDateTime(order.deliveredAt),
        period: order.startsAt ? `${formatDateTime(order.startsAt)} – ${formatDateTime(order.endsAt)}` : '—',
        deliveryNote: order.deliveryNote ?? '—',
      })}
      spans={{ deliveryNote: 2 }}
    >
      {(order) => (
        <>
        <CancelMallOrder order={order} />
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
        </>
      )}
    </DetailPage>
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
