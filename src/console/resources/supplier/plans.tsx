import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { PlanView, Statement } from '../../../shared/contracts/supplier';
import { usePlanAction, type PlanActionName } from '../../../shared/features/supplier/api/plans';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';
import { DemandMatchTable } from './demand-matches';
import { EarningsOverview } from './earnings';
import { PlanStatusTag } from './status';
import { moneyColumn, timeColumn, viewColumn } from '../../components/columns';
import { LinkButton } from '../../components/LinkButton';

const ACTION_ORDER: PlanActionName[] = ['launchExamine', 'cancelExamine', 'publish', 'notPublish', 'deletePlan'];
const STATEMENT_COLORS = { draft: 'default', issued: 'processing', confirmed: 'cyan', disputed: 'error', settled: 'success' } as const;

function PlanTable() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { tableProps } = useAntdTable<PlanView>({ resource: 'resourceSupplierPlan', pagination: { pageSize: 10 } });
  const act = usePlanAction();
  const run = async (action: PlanActionName, plan: PlanView) => {
    await act.mutateAsync({ action, id: plan.id });
    message.success(t(`supplier.plans.done.${action}`));
  };
  return (
    <Table<PlanView>
      {...tableProps}
      rowKey="id"
      scroll={{ x: 1100 }}
      locale={{ emptyText: t('supplier.plans.empty') }}
      columns={[
        {
          title: t('supplier.plans.planName'),
          dataIndex: 'planName',
          render: (name: string, plan) => (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{name}</Typography.Text>
              {plan.reason && (plan.status === 'review_failed' || plan.revisionStatus === 'review_failed') && (
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {t('supplier.plans.reason', { reason: plan.reason })}
                </Typography.Text>
              )}
            </Space>
          ),
        },
        { title: t('supplier.plans.status'), key: 'status', width: 200, render: (_: unknown, plan) => <PlanStatusTag plan={plan} /> },
        { title: t('supplier.plans.machines'), key: 'machines', width: 200, render: (_: unknown, plan) => plan.machines.map((m) => `${m.gpuModel}×${m.gpuCount}×${m.quantity}`).join('，') || '—' },
        { title: t('supplier.plans.rented'), key: 'rented', width: 110, render: (_: unknown, plan) => `${plan.gpuRented} / ${plan.gpuTotal}` },
        { title: t('supplier.plans.income'), key: 'income', width: 170, render: (_: unknown, plan) => `¥${plan.expectedIncomeWeekly} / ¥${plan.minIncomeWeekly}` },
        timeColumn(t('supplier.plans.updatedAt'), 'updatedAt', { width: 160 }),
        {
          title: t('supplier.plans.actions'),
          key: 'actions',
          fixed: 'right',
          width: 260,
          render: (_: unknown, plan) => (
            <Space wrap size={4}>
              {plan.actions.includes('update') && (
                <Button size="small" onClick={() => navigate(paths.bssProfitEdit.getHref(plan.id))}>
                  {t('supplier.plans.edit')}
                </Button>
              )}
              {ACTION_ORDER.filter((action) => plan.actions.includes(action)).map((action) =>
                action === 'deletePlan' ? (
                  <Popconfirm key={action} title={t('supplier.plans.confirmDelete')} onConfirm={() => run(action, plan)}>
                    <Button size="small" danger>
                      {t(`supplier.plans.actionLabels.${action}`)}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button key={action} size="small" type={action === 'publish' || action === 'launchExamine' ? 'primary' : 'default'} onClick={() => run(action, plan)}>
                    {t(`supplier.plans.actionLabels.${action}`)}
                  </Button>
                ),
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}

function StatementTable() {
  const { t } = useTranslation('console');
  const { tableProps } = useAntdTable<Statement>({ resource: 'supplierStatement', pagination: { pageSize: 10 } });
  return (
    <Table<Statement>
      {...tableProps}
      rowKey="id"
      scroll={{ x: 900 }}
      locale={{ emptyText: t('supplier.statement.empty') }}
      columns={[
        { title: t('supplier.statement.week'), key: 'week', render: (_: unknown, s) => `${s.weekStart} ~ ${s.weekEnd}` },
        { title: t('supplier.statement.plan'), dataIndex: 'planName' },
        moneyColumn(t('supplier.statement.gross'), 'gross'),
        moneyColumn(t('supplier.statement.fee'), 'fee'),
        moneyColumn(t('supplier.statement.floorTopUp'), 'floorTopUp'),
        { title: t('supplier.statement.net'), dataIndex: 'net', render: (v: string) => <Typography.Text strong>¥{v}</Typography.Text> },
        { title: t('supplier.statement.status'), dataIndex: 'status', render: (s: Statement['status']) => <Tag color={STATEMENT_COLORS[s]}>{t(`supplier.statement.statuses.${s}`)}</Tag> },
        viewColumn(t('supplier.statement.view'), (s) => paths.bssProfitStatement.getHref(s.id), (s) => s.weekStart, { icon: false }),
      ]}
    />
  );
}

/** /bss-profit: the earnings overview, the supplier's plans with their states and actions, and the weekly statements. */
export default function SupplierPlansPage() {
  const { t } = useTranslation('console');
  return (
    <PageContainer
      title={t('supplier.plans.title')}
      intro={t('supplier.plans.intro')}
      extra={
        <LinkButton to={paths.bssProfitAdd.getHref()} type="primary" icon={<PlusOutlined />}>
          {t('supplier.plans.add')}
        </LinkButton>
      }
    >
      <EarningsOverview />
      <Card>
        <Tabs
          items={[
            { key: 'plans', label: t('supplier.plans.tabPlans'), children: <PlanTable /> },
            { key: 'statements', label: t('supplier.statement.title'), children: <StatementTable /> },
            { key: 'matches', label: t('supplier.matches.tab'), children: <DemandMatchTable /> },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
