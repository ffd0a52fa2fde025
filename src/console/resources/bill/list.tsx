import { useQuery } from '@tanstack/react-query';
import { Select, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { billMonthsQueryOptions } from '../../../shared/features/costs/api/bills';
import { PageContainer } from '../../components/PageContainer';
import { DetailBill } from './detail';
import { BillLines } from './lines';
import { MonthlyBillView } from './monthly';

/** The current China-time month, "YYYY-MM", until the gateway has said which months there are. */
const thisMonth = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);

const TABS = ['monthly', 'detail', 'lines'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * 账单 (/bss-bill): the monthly bill by product, the detail bill (T+1) and the metered lines. The tab
 * is in the URL (`?tab=lines`, with `&kind=model_service` to filter the lines), so other pages link
 * to it and the browser's back button returns to it.
 */
export default function BillPage() {
  const { t } = useTranslation('console');
  const months = useQuery(billMonthsQueryOptions());
  const [month, setMonth] = useState<string>(thisMonth);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'monthly';
  const setTab = (key: string) => setParams(key === 'monthly' ? {} : { tab: key }, { replace: true });
  const picker = (
    <Space>
      <Typography.Text>{t('bills.month')}</Typography.Text>
      <Select
        aria-label={t('bills.month')}
        value={month}
        onChange={setMonth}
        style={{ width: 130 }}
        options={(months.data ?? [month]).map((m) => ({ value: m, label: m }))}
        data-testid="bill-month"
      />
    </Space>
  );
  return (
    <PageContainer title={t('bill.title')} intro={t('bills.intro')}>
      {tab !== 'lines' && <div style={{ marginBottom: 8 }}>{picker}</div>}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'monthly', label: t('bills.tabs.monthly'), children: <MonthlyBillView month={month} /> },
          { key: 'detail', label: t('bills.tabs.detail'), children: <DetailBill month={month} /> },
          { key: 'lines', label: t('bills.tabs.lines'), children: <BillLines kind={params.get('kind') ?? undefined} /> },
        ]}
      />
    </PageContainer>
  );
}
