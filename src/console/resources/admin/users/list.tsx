import { EyeOutlined } from '@ant-design/icons';
import { useCan, useDelete } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Space, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { AdminUser, UserListQuery } from '../../../../shared/contracts/admin';
import { formatDateTimeSeconds } from '../../../../shared/core/time';
import { invalidateViews } from '../../../../shared/query/views';
import { paths } from '../../../../shared/config/paths';
import { ROLES } from '../../../providers/access';
import { FilterBar, filterValue, KeywordFilter, SelectFilter } from '../../../components/FilterBar';
import { PageContainer } from '../../../components/PageContainer';
import { useAntdTable } from '../../../components/use-antd-table';
import { ROLE_COLORS } from '../role-colors';
import { actionsColumn } from '../../../components/columns';
import { LinkButton } from '../../../components/LinkButton';
import { DeleteButton } from '../../../components/DeleteButton';
import { TableCard } from '../../../components/TableCard';

/** The list's filter form: the query's keyword and role. */
type Filters = Pick<UserListQuery, 'keyword' | 'role'>;

/** 用户列表 (operators): search, filter by role, open or delete an account. */
export default function UserList() {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<Filters>();
  const { tableProps, setFilters, filters, sortOrder } = useAntdTable<AdminUser>({ resource: 'users' });
  const queryClient = useQueryClient();
  const { mutate: remove } = useDelete();
  const { data: canDelete } = useCan({ resource: 'users', action: 'delete' });

  // Fill the form from the URL's filters when they change, not when a cached tab is shown again
  // (effects re-run on reveal, and that would wipe what the user was typing).
  const synced = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify(filters);
    if (synced.current === key) return;
    synced.current = key;
    form.setFieldsValue({ keyword: filterValue(filters, 'keyword'), role: filterValue(filters, 'role') as Filters['role'] });
  }, [filters, form]);

  const search = (values: Filters) =>
    setFilters(
      [
        { field: 'keyword', operator: 'contains', value: values.keyword?.trim() || undefined },
        { field: 'role', operator: 'eq', value: values.role || undefined },
      ],
      'replace',
    );

  return (
    <PageContainer title={t('users.title')}>
      <FilterBar form={form} onFinish={search} onClear={() => search({})}>
        <KeywordFilter name="keyword" label={t('users.keyword')} width={280} />
        <SelectFilter name="role" label={t('users.role')} placeholder={t('users.allRoles')} width={160} options={ROLES.map((role) => ({ value: role, label: t(`roles.names.${role}`) }))} />
      </FilterBar>
      <TableCard<AdminUser>
        {...tableProps}
        columns={[
          { title: 'ID', dataIndex: 'id', sorter: true, sortOrder: sortOrder('id'), width: 100 },
          { title: t('users.userName'), dataIndex: 'userName', sorter: true, sortOrder: sortOrder('userName') },
          { title: t('users.name'), dataIndex: 'name' },
          { title: t('users.phone'), dataIndex: 'phone' },
          { title: t('users.email'), dataIndex: 'email' },
          {
            title: t('users.role'),
            dataIndex: 'roles',
            render: (roles: AdminUser['roles']) => roles.map((role) => <Tag key={role} color={ROLE_COLORS[role]}>{t(`roles.names.${role}`)}</Tag>),
          },
          { title: t('users.createdAt'), dataIndex: 'createdAt', sorter: true, sortOrder: sortOrder('createdAt'), render: (at: string) => formatDateTimeSeconds(at) },
          actionsColumn(t('users.actions'), {}, (user) => (
            <Space>
              <LinkButton to={paths.userShow.getHref(user.id)} size="small" icon={<EyeOutlined />}>
                {t('common.view')}
              </LinkButton>
              {canDelete?.can && !user.roles.includes('operator') && (
                <DeleteButton
                  name={user.userName}
                  title={t('common.deleteConfirm')}
                  onConfirm={() =>
                    remove(
                      { resource: 'users', id: user.id, successNotification: () => ({ type: 'success', message: t('users.deleted') }) },
                      // The overview's and roles' counts, and the account's own page, change too.
                      { onSuccess: () => invalidateViews(queryClient, 'users') },
                    )
                  }
                />
              )}
            </Space>
          )),
        ]}
      />
    </PageContainer>
  );
}
