import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import type { CreditSummary } from '../../../shared/contracts/credit';
import { creditSummaryQueryOptions } from '../../../shared/features/credit/api/get-credit';
import { formatYuan, toMinor } from '../../../shared/core/money';
import { formatDateTime } from '../../../shared/core/time';
import { recordReference } from '../../../shared/core/wallet-records';
import { PageContainer } from '../../components/PageContainer';

type Draw = CreditSummary['draws'][number];
type Repayment = CreditSummary['repayments'][number];

/** 授信额度 (/bss-credit): the bank's line, what is owed to the bank, each draw and each repayment the bank notified. */
export default function CreditPage() {
  const { t } = useTranslation('console');
  const credit = useQuery(creditSummaryQueryOptions());
  const data = credit.data;
  const figures = data
    ? [
        { key: 'total', title: t('costs.credit.total'), value: formatYuan(data.totalCreditLimit), note: '' },
        { key: 'available', title: t('costs.credit.available'), value: formatYuan(data.availableCreditLimit), note: t('costs.credit.frozen', { amount: formatYuan(data.freezeCreditLimit) }) },
        { key: 'owed', title: t('costs.credit.owed'), value: formatYuan(data.owed), note: t('costs.credit.owedNote', { drawn: formatYuan(data.drawn), repaid: formatYuan(data.repaid) }) },
      ]
    : [];
  return (
    <PageContainer title={t('costs.credit.title')} intro={t('costs.credit.intro')}>
      {data && (
        <Typography.Paragraph type="secondary">
          <Link to={paths.agreement.getHref("credit-recharge")}>{t('costs.credit.agreement', { date: data.agreementDate })}</Link>
        </Typography.Paragraph>
      )}
      {data && toMinor(data.totalCreditLimit) === 0 && <Alert type="info" showIcon message={t('costs.credit.none')} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={24} md={8}>
            <Card>
              <Statistic title={f.title} value={f.value} valueStyle={{ fontSize: 22, color: f.key === 'owed' && data && toMinor(data.owed) > 0 ? '#dc2626' : undefined }} data-testid={`credit-${f.key}`} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {f.note}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('costs.credit.repayments')} style={{ marginTop: 16 }} loading={credit.isLoading}>
        <Table<Repayment>
          rowKey="id"
          size="small"
          scroll={{ x: 640 }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={data?.repayments}
          locale={{ emptyText: t('costs.credit.noRepayments') }}
          columns={[
            { title: t('costs.credit.repaidAt'), dataIndex: 'repaidAt', render: (v: string) => formatDateTime(v), width: 170 },
            { title: t('costs.credit.noticeNo'), dataIndex: 'noticeNo' },
            { title: t('costs.credit.repaid'), dataIndex: 'amount', align: 'right', render: (v: string) => formatYuan(v) },
            { title: t('costs.credit.restored'), dataIndex: 'restored', align: 'right', render: (v: string) => formatYuan(v) },
          ]}
        />
      </Card>
      <Card title={t('costs.credit.draws')} style={{ marginTop: 16 }} loading={credit.isLoading}>
        <Table<Draw>
          rowKey="id"
          size="small"
          scroll={{ x: 720 }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={data?.draws}
          locale={{ emptyText: t('costs.credit.noDraws') }}
          columns={[
            { title: t('costs.credit.time'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v), width: 170 },
            { title: t('costs.credit.creditPart'), dataIndex: 'amount', align: 'right', render: (v: string) => formatYuan(v) },
            { title: t('costs.credit.total2'), dataIndex: 'total', align: 'right', render: (v: string) => formatYuan(v) },
            { title: t('costs.credit.reference'), key: 'ref', render: (_: unknown, row) => recordReference(row.refType, row.refId) },
            { title: t('costs.credit.remark'), dataIndex: 'remark', ellipsis: true },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
