import {
  CloudServerOutlined,
  GiftOutlined,
  IdcardOutlined,
  KeyOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useCustom, useList } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useRegisterActions } from '@refinedev/kbar';
import { Avatar, Button, Card, Col, Empty, List, Row, Skeleton, Statistic, Tag, Typography, type ListProps } from 'antd';
import { type ReactNode, type RefObject, useMemo, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { Link, useNavigate } from 'react-router';
import { openAccountDialog } from '../../../shared/ui/account-dialogs';
import { useSession } from '../../../shared/auth/session';
import { paths } from '../../../shared/config/paths';
import type { LoginStatus } from '../../../shared/contracts/account';
import type { Instance, OrderPage } from '../../../shared/contracts/compute';
import { formatYuan, fromMinor, toMinor } from '../../../shared/core/money';
import { walletQueryOptions } from '../../../shared/features/wallet/api/get-wallet';
import { useNewContainerAction } from '../../shell/palette/use-new-container-action';
import { LinkButton } from '../../components/LinkButton';
import * as API from '../../../shared/core/api-paths';

const CERT_COLORS = { unverified: 'default', in_review: 'processing', review_failed: 'error', review_pass: 'success' } as const;

/** Each card shows its own state when its call fails: ask quietly, once. */
const optional = { meta: { silent: true }, queryOptions: { retry: false } } as const;

/** A card's few latest rows, each a name and a grey note, or a quiet "none yet". */
function ShortList<T>({ empty, row, ...list }: Omit<ListProps<T>, 'renderItem'> & { empty: string; row: (item: T) => [ReactNode, string] }) {
  return (
    <List<T>
      size="small"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      renderItem={(item) => {
        const [name, note] = row(item);
        return (
          <List.Item>
            {typeof name === 'string' ? <span>{name}</span> : name}
            <Typography.Text type="secondary">{note}</Typography.Text>
          </List.Item>
        );
      }}
      {...list}
    />
  );
}

/** 钱包: balance, credit and what running instances hold, with the cashier and card redemption. */
function WalletCard({ anchor, money }: { anchor: RefObject<HTMLDivElement | null>; money: (value: string | undefined) => string }) {
  const { t } = useTranslation('console');
  // The wallet feature's own query: the cashier and card redemption refresh it wherever it shows.
  const wallet = useQuery(walletQueryOptions());
  const walletData = wallet.isError ? undefined : wallet.data;
  return (
    <div ref={anchor} id="wallet">
      <Card title={<><WalletOutlined /> {t('dashboard.wallet')}</>} style={{ height: '100%' }}>
        {wallet.isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : walletData ? (
          <Row gutter={16}>
            <Col span={8}>
              <Statistic title={t('dashboard.balance')} value={money(walletData.balanceAmount)} />
            </Col>
            <Col span={8}>
              <Statistic title={t('dashboard.credit')} value={money(walletData.availableCreditLimit)} />
            </Col>
            <Col span={8}>
              {/* What running pay-as-you-go instances hold for their next hour, from balance and from credit. */}
              <Statistic
                title={t('dashboard.frozen')}
                value={money(fromMinor(toMinor(walletData.freezeBalanceAmount) + toMinor(walletData.freezeCreditLimit)))}
              />
            </Col>
          </Row>
        ) : (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('dashboard.walletPending')}
          </Typography.Paragraph>
        )}
        <div style={{ marginTop: 16, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="primary" icon={<WalletOutlined />} onClick={() => openAccountDialog('recharge')}>
            {t('palette.recharge')}
          </Button>
          <Button icon={<GiftOutlined />} onClick={() => openAccountDialog('coupons')}>
            {t('palette.redeem')}
          </Button>
        </div>
      </Card>
    </div>
  );
}

/** 工作台: what the user has (money, running resources, orders, certification) and what to do next. */
export default function Dashboard() {
  const { t } = useTranslation('console');
  const { user } = useSession();
  const navigate = useNavigate();
  const walletRef = useRef<HTMLDivElement>(null);
  useNewContainerAction();

  const status = useCustom<LoginStatus>({ url: API.user.loginStatusAndCertificationInfo, method: 'get' });
  const orders = useCustom<OrderPage>({ url: API.order.page, method: 'get', config: { query: { current: 1, size: 5 } }, ...optional });
  const running = useList<Instance>({
    resource: 'container',
    filters: [{ field: 'status', operator: 'eq', value: 'running' }],
    pagination: { currentPage: 1, pageSize: 5 },
  });

  // The palette's recharge opens the cashier; the balance card is scrolled into view behind it.
  const actions = useMemo(
    () => [
      {
        id: 'recharge',
        name: t('palette.recharge'),
        subtitle: t('palette.rechargeHint'),
        keywords: 'recharge wallet 充值 余额 钱包',
        section: t('palette.sections.current'),
        icon: <WalletOutlined />,
        perform: () => {
          walletRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          openAccountDialog('recharge');
        },
      },
    ],
    [t],
  );
  useRegisterActions(actions, [actions]);

  const signedIn = status.result.data?.loginStatus === 'login' ? status.result.data : undefined;
  const cert = signedIn?.certificationStatus ?? 'unverified';
  const money = (value: string | undefined) => formatYuan(value ?? '0.00');

  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
          <Avatar size={56} src={user?.avatarUrl || undefined}>
            {(user?.name || user?.userName || '?').slice(0, 1)}
          </Avatar>
          <div style={{ flex: 1, minWidth: 200 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('dashboard.greeting', { name: user?.name || user?.userName })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('dashboard.subtitle')}</Typography.Text>
          </div>
          <div>
            <Typography.Text type="secondary">{t('dashboard.certification')}：</Typography.Text>
            {status.query.isLoading ? (
              <Skeleton.Button size="small" active />
            ) : (
              <>
                <Tag color={CERT_COLORS[cert]}>{t(`dashboard.certStatus.${cert}`)}</Tag>
                {signedIn?.certificationName && <Typography.Text>{signedIn.certificationName}</Typography.Text>}
                {cert !== 'review_pass' && cert !== 'in_review' && (
                  <LinkButton to={paths.certification.getHref()} size="small" type="link" icon={<SafetyCertificateOutlined />}>
                    {t('dashboard.certifyNow')}
                  </LinkButton>
                )}
              </>
            )}
          </div>
        </div>
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <WalletCard anchor={walletRef} money={money} />
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={<><CloudServerOutlined /> {t('dashboard.running')}</>}
            extra={<Link to={paths.container.getHref()}>{t('dashboard.viewAll')}</Link>}
            style={{ height: '100%' }}
          >
            <Statistic value={running.result.total ?? 0} loading={running.query.isLoading} />
            <ShortList
              loading={running.query.isLoading}
              dataSource={running.result.data}
              empty={t('dashboard.runningEmpty')}
              row={(item) => [item.name, `${item.gpuType} × ${item.gpuNumber} · ${item.areaInfo}`]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.orders')} style={{ height: '100%' }}>
            <ShortList
              loading={orders.query.isLoading}
              dataSource={orders.query.isError ? [] : (orders.result.data?.records ?? [])}
              empty={t('dashboard.ordersEmpty')}
              row={(order) => [
                <Link to={paths.bssOrderRenterDetail.getHref(order.orderBaseId)}>
                  {order.gpuType} × {order.gpuNumber}
                </Link>,
                `${order.billingMode === 'timed' ? t('order.postpaid') : money(order.amount)} · ${t(`order.statuses.${order.status}`)}`,
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.quick')} style={{ height: '100%' }}>
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.gpuMarket.getHref())}>
                {t('palette.newContainer')}
              </Button>
              <Button icon={<GiftOutlined />} onClick={() => openAccountDialog('coupons')}>
                {t('palette.redeem')}
              </Button>
              <Button icon={<KeyOutlined />} onClick={() => openAccountDialog('password')}>
                {t('palette.changePassword')}
              </Button>
              <Button icon={<SafetyCertificateOutlined />} onClick={() => navigate(paths.certification.getHref())}>
                {t('dashboard.certification')}
              </Button>
              <Button icon={<IdcardOutlined />} onClick={() => navigate(paths.profile.getHref())}>
                {t('menu.profile')}
              </Button>
            </div>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
