import { Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { PriceScheduleStatus } from '../../../shared/contracts/goods';
import { PRICE_SCHEDULE_STATUSES } from '../../../shared/core/compute';
import { PageContainer } from '../../components/PageContainer';
import { ScheduleTable } from './ScheduleTable';

/** 调价计划 (goods:manage): every offer's scheduled and applied price changes. */
export default function SchedulesPage() {
  const { t } = useTranslation('console');
  const [status, setStatus] = useState<PriceScheduleStatus | undefined>();
  return (
    <PageContainer title={t('goodsAdmin.schedules.title')} intro={t('goodsAdmin.schedules.intro')}>
      <Card>
        <Select
          allowClear
          aria-label={t('goodsAdmin.schedules.status')}
          placeholder={t('goodsAdmin.schedules.allStatuses')}
          style={{ width: 140, marginBottom: 12 }}
          value={status}
          onChange={setStatus}
          options={PRICE_SCHEDULE_STATUSES.map((value) => ({ value, label: t(`goodsAdmin.scheduleStatuses.${value}`) }))}
        />
        <ScheduleTable key={status ?? 'all'} filters={status ? [{ field: 'status', operator: 'eq', value: status }] : []} pageSize={20} />
      </Card>
    </PageContainer>
  );
}
