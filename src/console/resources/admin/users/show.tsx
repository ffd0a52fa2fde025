import { useCan, useShow } from '@refinedev/core';
import { Avatar, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from '../../../../shared/i18n';
import type { AdminUserDetail } from '../../../../shared/contracts/admin';
import { REGISTER_TYPE_NAMES } from '../../../../shared/core/account-labels';
import { formatDateTimeSeconds } from '../../../../shared/core/time';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { StatusPage } from '../../../shell/StatusPage';
import { useTabDetail } from '../../../shell/tabs/use-tabs';
import { ROLE_COLORS } from '../role-colors';
import { ManageUser } from './ManageUser';

/** 用户详情 (operators): one account in full; its tab is named by the user name. */
export default function UserShow() {
  const { t } = useTranslation('console');
  const { id } = useParams();
  const { query, result: user } = useShow<AdminUserDetail>({ resource: 'users', id, meta: { silent: true } });
  const { data: canManage } = useCan({ resource: 'users', action: 'edit' });
  useTabDetail(user?.userName);
  if (query.isError) return <StatusPage status={404} />;
  const time = (at: string | null) => (at ? formatDateTimeSeconds(at) : t('common.none'));
  return (
    <PageContainer title={t('users.detail')}>
      <Card loading={query.isLoading}>
        {user && (
          <Descriptions
            bordered
            column={{ xs: 1, md: 2 }}
            title={
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
                <Avatar src={user.avatarUrl || undefined}>{user.name.slice(0, 1)}</Avatar>
                {user.name}
              </span>
            }
          >
            <Descriptions.Item label="ID">{user.id}</Descriptions.Item>
            <Descriptions.Item label={t('users.userName')}>{user.userName}</Descriptions.Item>
            <Descriptions.Item label={t('users.phone')}>{user.phone || t('common.none')}</Descriptions.Item>
            <Descriptions.Item label={t('users.email')}>{user.email || t('common.none')}</Descriptions.Item>
            <Descriptions.Item label={t('users.role')}>
              <span data-testid="user-roles">
                {user.roles.map((role) => (
                  <Tag key={role} color={ROLE_COLORS[role]}>
                    {t(`roles.names.${role}`)}
                  </Tag>
                ))}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('users.status')}>
              <span data-testid="user-status">{t(`users.statuses.${user.status}`, { defaultValue: user.status })}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('users.registerType')}>{REGISTER_TYPE_NAMES[user.registerType]}</Descriptions.Item>
            <Descriptions.Item label={t('users.instances')}>{user.instances}</Descriptions.Item>
            <Descriptions.Item label={t('users.activeSessions')}>{user.activeSessions}</Descriptions.Item>
            <Descriptions.Item label={t('users.lastSeenAt')}>{time(user.lastSeenAt)}</Descriptions.Item>
            <Descriptions.Item label={t('users.createdAt')}>{time(user.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('users.updatedAt')}>{time(user.updatedAt)}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {user && canManage?.can && <ManageUser user={user} />}
    </PageContainer>
  );
}
