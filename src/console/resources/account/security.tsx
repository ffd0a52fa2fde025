import { KeyOutlined, LogoutOutlined, MobileOutlined } from '@ant-design/icons';
import { useCustomMutation, useOne } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, List, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { Profile, SessionRow } from '../../../shared/contracts/profile';
import { formatDateTimeSeconds } from '../../../shared/core/time';
import { invalidateViews } from '../../../shared/query/views';
import { openAccountDialog } from '../../../shared/ui/account-dialogs';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';
import * as API from '../../../shared/core/api-paths';
import { apiPath } from '../../../shared/core/api-paths';

/** A readable device name from a user agent, without a parsing library. */
function deviceOf(userAgent: string, unknown: string): string {
  if (!userAgent) return unknown;
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Chrome\//.test(userAgent) ? 'Chrome' : /Firefox\//.test(userAgent) ? 'Firefox' : /Safari\//.test(userAgent) ? 'Safari' : '';
  const os = /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Linux/.test(userAgent) ? 'Linux' : '';
  return [browser, os].filter(Boolean).join(' · ') || userAgent.slice(0, 40);
}

/** 账号安全: the bound phone (masked), the password wizard, and the live sign-in sessions. */
export default function SecurityPage() {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const profile = useOne<Profile>({ resource: 'profile', id: 'me' });
  const { tableProps } = useAntdTable<SessionRow>({ resource: 'sessions', syncWithLocation: false, pagination: { pageSize: 10 } });
  const revoke = useCustomMutation();
  const refresh = () => invalidateViews(queryClient, 'user');
  const run = (url: string) => revoke.mutate({ url, method: 'post', values: {}, successNotification: false }, { onSuccess: refresh });

  return (
    <PageContainer title={t('security.title')}>
      <Card style={{ marginBottom: 16 }}>
        <List itemLayout="horizontal">
          <List.Item actions={[]}>
            <List.Item.Meta avatar={<MobileOutlined style={{ fontSize: 20 }} />} title={t('security.phone')} description={t('security.phoneHint')} />
            <Typography.Text strong data-testid="phone-masked">
              {profile.result?.phoneMasked}
            </Typography.Text>
          </List.Item>
          <List.Item
            actions={[
              <Button key="password" icon={<KeyOutlined />} onClick={() => openAccountDialog('password')}>
                {t('security.changePassword')}
              </Button>,
            ]}
          >
            <List.Item.Meta avatar={<KeyOutlined style={{ fontSize: 20 }} />} title={t('security.password')} description={t('security.passwordHint')} />
          </List.Item>
        </List>
      </Card>
      <Card
        title={t('security.sessions')}
        extra={
          <Popconfirm title={t('security.revokeOthersConfirm')} onConfirm={() => run(API.profile.sessionsRevokeOthers)}>
            <Button danger icon={<LogoutOutlined />} loading={revoke.mutation.isPending}>
              {t('security.revokeOthers')}
            </Button>
          </Popconfirm>
        }
      >
        <Typography.Paragraph type="secondary">{t('security.sessionsHint')}</Typography.Paragraph>
        <Table
          {...tableProps}
          columns={[
            {
              title: t('security.device'),
              dataIndex: 'userAgent',
              render: (ua: string, row) => (
                <>
                  {deviceOf(ua, t('security.unknownDevice'))} {row.current && <Tag color="green">{t('security.current')}</Tag>}
                </>
              ),
            },
            { title: t('security.ip'), dataIndex: 'ip' },
            { title: t('security.loginType'), dataIndex: 'loginType', render: (type: string) => t(`security.loginTypes.${type}`, { defaultValue: type }) },
            { title: t('security.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatDateTimeSeconds(at) },
            { title: t('security.lastSeenAt'), dataIndex: 'lastSeenAt', render: (at: string) => formatDateTimeSeconds(at) },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, row) =>
                !row.current && (
                  <Button size="small" onClick={() => run(apiPath(API.profile.sessionsRevoke, { id: row.id }))}>
                    {t('security.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
