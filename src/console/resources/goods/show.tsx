import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Grid, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useParams } from 'react-router';
import { formatDateTimeSeconds } from '../../../shared/core/time';
import { goodsDetailQueryOptions } from '../../../shared/features/goods/api/get-goods-detail';
import { paths } from '../../../shared/config/paths';
import { PageContainer } from '../../components/PageContainer';
import { StatusPage } from '../../shell/StatusPage';
import { useTabDetail } from '../../shell/tabs/use-tabs';
import { trimPrice } from '../../components/format';
import { GoodsForm } from './GoodsForm';
import { HostTable } from './HostTable';
import { SaleToggle, STATUS_COLORS } from './SaleToggle';
import { ScheduleTable } from './ScheduleTable';
import { SpecPrices } from './SpecPrices';
import { WindowTable } from './WindowTable';
import { LinkButton } from '../../components/LinkButton';

/** 商品详情 (goods:manage): one offer — its columns, its tidal prices and their changes, its hosts and their maintenance. */
export default function GoodsShow() {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const { data: goods, isLoading, isError } = useQuery(goodsDetailQueryOptions(id));
  const [editing, setEditing] = useState(false);
  // On a phone the tabs and breadcrumb lead back; the title gets the room.
  const wide = Boolean(Grid.useBreakpoint().md);
  useTabDetail(goods ? `${goods.aliasGpuType} · ${goods.regionName}` : undefined);
  if (isError) return <StatusPage status={404} />;

  return (
    <PageContainer
      title={goods ? `${goods.aliasGpuType} · ${goods.regionName}` : t('goodsAdmin.detail.title')}
      extra={
        <Space wrap>
          {wide && (
            <LinkButton to={paths.goods.getHref()} icon={<ArrowLeftOutlined />}>{t('goodsAdmin.detail.back')}</LinkButton>
          )}
          {goods && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('goodsAdmin.edit')}
            </Button>
          )}
          {goods && <SaleToggle goods={goods} size="middle" />}
        </Space>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('goodsAdmin.detail.info')} loading={isLoading}>
          {goods && (
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
              <Descriptions.Item label="ID">{goods.id}</Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.columns.status')}>
                <Tag color={STATUS_COLORS[goods.status]}>{t(`goodsAdmin.statuses.${goods.status}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.form.gpuTypeMapping')}>{goods.gpuTypeMapping}</Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.columns.config')}>
                {t('goodsAdmin.config', { vram: goods.gpuVram, cpu: goods.cpuCore, ram: goods.ramSize, disk: goods.storageSpace })}
              </Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.form.maxGpuNumber')}>{goods.maxGpuNumber}</Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.form.cudaVersion')}>{goods.cudaVersion}</Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.columns.cards')}>
                {t('goodsAdmin.cardsFree', { free: goods.gpuFree, total: goods.gpuTotal })} · {t('goodsAdmin.cardsAvailable', { available: goods.gpuAvailable })}
              </Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.columns.price')}>{t('goodsAdmin.priceSpan', { low: trimPrice(goods.lowestPrice), high: trimPrice(goods.highestPrice) })}</Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.columns.running')}>{goods.runningInstances}</Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.form.supplier')}>
                {t(`goodsAdmin.suppliers.${goods.supplier}`, { defaultValue: goods.supplier })} · {t(`goodsAdmin.sources.${goods.source}`, { defaultValue: goods.source })}
              </Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.detail.supplierUser')}>{goods.supplierUserId ?? t('goodsAdmin.detail.platform')}</Descriptions.Item>
              <Descriptions.Item label={t('goodsAdmin.detail.createdAt')}>{formatDateTimeSeconds(goods.createdAt)}</Descriptions.Item>
            </Descriptions>
          )}
        </Card>
        {goods?.specs.map((spec) => (
          <Card key={spec.specId} title={`${t('goodsAdmin.detail.prices')} · ${spec.name}`}>
            <SpecPrices spec={spec} runningInstances={goods.runningInstances} />
            <h3 style={{ margin: '24px 0 12px', fontSize: 15 }}>{t('goodsAdmin.detail.history')}</h3>
            <ScheduleTable specId={spec.specId} />
          </Card>
        ))}
        {goods && (
          <Card title={t('goodsAdmin.detail.hosts')}>
            <HostTable goodsId={goods.id} />
          </Card>
        )}
        {goods && (
          <Card title={t('goodsAdmin.detail.windows')}>
            <WindowTable goodsId={goods.id} />
          </Card>
        )}
      </Space>
      <GoodsForm open={editing} goods={goods} onClose={() => setEditing(false)} />
    </PageContainer>
  );
}
