import { LockOutlined, LogoutOutlined, UnlockOutlined } from '@ant-design/icons';
import { App, Button, Card, Checkbox, Input, Popconfirm, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { Role } from '../../../../shared/contracts/account';
import type { AdminUserDetail } from '../../../../shared/contracts/admin';
import { useSession } from '../../../../shared/auth/session';
import { useManageUser, type UserAction } from '../../../../shared/features/users/api/manage-user';
import { ROLES } from '../../../providers/access';

/**
 * 角色与账号 (users:manage): grant or take away roles, lock or unlock the account, sign it out
 * everywhere. The operator's own operator role and their own lock are refused by the server; the
 * page says so before anyone tries.
 */
export function ManageUser({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const { user: me } = useSession();
  const self = String(user.id) === String(me?.userBaseId ?? '');
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [reason, setReason] = useState('');
  const manage = useManageUser(user.id);
  useEffect(() => setRoles(user.roles), [user.roles]);

  const run = async (action: UserAction, done: string) => {
    try {
      await manage.mutateAsync(action);
      message.success(done);
    } catch {
      // The gateway's message is shown by the client.
    }
  };
  const changed = roles.length !== user.roles.length || roles.some((role) => !user.roles.includes(role));

  return (
    <Card title={t('users.manage.title')} style={{ marginTop: 16 }}>
      <section aria-label={t('users.manage.roles')} style={{ marginBottom: 20 }}>
        <h3 style={{ fontSize: 14, margin: '0 0 8px' }}>{t('users.manage.roles')}</h3>
        <Checkbox.Group
          value={roles}
          onChange={(value) => setRoles(value as Role[])}
          options={ROLES.map((role) => ({
            value: role,
            label: t(`roles.names.${role}`),
            disabled: self && role === 'operator',
          }))}
        />
        {self && <p style={{ margin: '6px 0 0', opacity: 0.65 }}>{t('users.manage.selfHint')}</p>}
        <div style={{ marginTop: 12 }}>
          <Button type="primary" disabled={!changed || roles.length === 0} loading={manage.isPending} onClick={() => run({ kind: 'roles', roles }, t('users.manage.rolesSaved'))}>
            {t('users.manage.saveRoles')}
          </Button>
        </div>
      </section>
      <section aria-label={t('users.manage.account')}>
        <h3 style={{ fontSize: 14, margin: '0 0 8px' }}>{t('users.manage.account')}</h3>
        <Space wrap>
          {user.status === 'disabled' ? (
            <Button icon={<UnlockOutlined />} onClick={() => run({ kind: 'unlock' }, t('users.manage.unlocked'))}>
              {t('users.manage.unlock')}
            </Button>
          ) : (
            <Popconfirm
              title={t('users.manage.lockConfirm')}
              description={<Input maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('users.manage.lockReason')} aria-label={t('users.manage.lockReason')} />}
              okText={t('users.manage.lock')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              disabled={self}
              onConfirm={() => run({ kind: 'lock', reason: reason.trim() || undefined }, t('users.manage.locked'))}
            >
              <Button danger icon={<LockOutlined />} disabled={self} title={self ? t('users.manage.selfLock') : undefined}>
                {t('users.manage.lock')}
              </Button>
            </Popconfirm>
          )}
          <Popconfirm
            title={t('users.manage.signOutConfirm', { count: user.activeSessions })}
            okText={t('users.manage.signOut')}
            cancelText={t('common.cancel')}
            onConfirm={() => run({ kind: 'signout' }, t('users.manage.signedOut'))}
          >
            <Button icon={<LogoutOutlined />}>{t('users.manage.signOut')}</Button>
          </Popconfirm>
        </Space>
      </section>
    </Card>
  );
}
