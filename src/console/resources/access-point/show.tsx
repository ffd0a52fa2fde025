import { SyncOutlined } from '@ant-design/icons';
import { Button, Card, Col, Popconfirm, Row, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { paths } from '../../../shared/config/paths';
import type { AccessPointDetail, AccessPointWithKey } from '../../../shared/contracts/inference';
import { formatYuan } from '../../../shared/core/money';
import { formatDateTime } from '../../../shared/core/time';
import { useRotateAccessPoint, useSetAccessPointStatus } from '../../../shared/features/inference/api/access-points';
import { useTranslation } from '../../../shared/i18n';
import { DetailHead, DetailPage } from '../../components/DetailPage';
import { CodeSamples } from './CodeSamples';
import { AccessPointStatusTag, KeyOnceModal } from './parts';
import { Playground } from './Playground';

function Usage({ point }: { point: AccessPointDetail }) {
  const { t } = useTranslation('console');
  const { usage } = point;
  const figures: [string, string | number, string?][] = [
    ['callsToday', usage.callsToday],
    ['imagesToday', usage.imagesToday],
    ['spentToday', formatYuan(usage.spentToday)],
    ['callsThisMonth', usage.callsThisMonth],
    ['imagesThisMonth', usage.imagesThisMonth],
    ['spentThisMonth', formatYuan(usage.spentThisMonth)],
    ['callsLastMinute', usage.callsLastMinute, point.rpm ? ` / ${point.rpm}` : undefined],
    ['freeImagesLeft', usage.freeImagesLeft],
  ];
  return (
    <Card title={t('accessPoint.usage')} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]}>
        {figures.map(([key, value, suffix]) => (
          <Col key={key} xs={12} md={6}>
            <Statistic title={t(`accessPoint.${key}`)} value={value} suffix={suffix} valueStyle={{ fontSize: 22 }} data-testid={`usage-${key}`} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** /access-point/detail/:id: the key's settings and usage, its playground and the call as code. */
export default function AccessPointShow() {
  const { t } = useTranslation('console');
  const rotate = useRotateAccessPoint();
  const setStatus = useSetAccessPointStatus();
  const [rotated, setRotated] = useState<AccessPointWithKey | null>(null);
  const unlimited = t('accessPoint.unlimited');
  return (
    <>
      <DetailPage<AccessPointDetail>
        resource="accessPoint"
        title={t('accessPoint.title')}
        back={{ to: paths.accessPoint.getHref(), label: t('accessPoint.back') }}
        tab={(point) => point.name}
        labels="accessPoint"
        head={(point) => (
          <DetailHead name={point.name} status={<AccessPointStatusTag point={point} />}>
            <Popconfirm title={t('accessPoint.rotateConfirm')} onConfirm={async () => setRotated(await rotate.mutateAsync(point.id))}>
              <Button icon={<SyncOutlined />} loading={rotate.isPending}>
                {t('accessPoint.rotate')}
              </Button>
            </Popconfirm>
            <Button loading={setStatus.isPending} onClick={() => setStatus.mutate({ id: point.id, status: point.status === 'active' ? 'disabled' : 'active' })}>
              {point.status === 'active' ? t('accessPoint.disable') : t('accessPoint.enable')}
            </Button>
          </DetailHead>
        )}
        fields={(point) => ({
          product: t(`accessPoint.products.${point.product}`),
          key: <Typography.Text code>{point.maskedKey}</Typography.Text>,
          unitPrice: `${formatYuan(point.unitPrice, 4)}${t('accessPoint.perImage')}`,
          expiresAt: point.expiresAt ? formatDateTime(point.expiresAt) : t('accessPoint.never'),
          ipRanges: point.ipRanges.length ? point.ipRanges.join('，') : t('accessPoint.anyIp'),
          rpm: point.rpm ?? unlimited,
          imagesPerDay: point.imagesPerDay ?? unlimited,
          spendCap: point.spendCap && point.spendCapPeriod ? `${t(`accessPoint.periods.${point.spendCapPeriod}`)} ${formatYuan(point.spendCap)}` : unlimited,
          freeOnly: point.freeOnly ? '是' : '否',
          lastUsedAt: point.lastUsedAt ? formatDateTime(point.lastUsedAt) : '—',
          createdAt: formatDateTime(point.createdAt),
        })}
      >
        {(point) => (
          <>
            <Usage point={point} />
            <Playground accessPointId={point.id} />
            <CodeSamples />
          </>
        )}
      </DetailPage>
      <KeyOnceModal point={rotated} onClose={() => setRotated(null)} />
    </>
  );
}
