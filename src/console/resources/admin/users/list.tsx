import { DeleteOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import { useCan, useDelete, type CrudFilter } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUser, UserListQuery } from '../../../../shared/contracts/admin';
import { formatDateTimeSeconds } from '../../../../shared/core/time';
import { invalidateViews } from '../../../../shared/query/views';
import { consolePaths } from '../../../config/paths';
import { ROLES } from '../../../providers/access';
import { PageContainer } from '../../../components/PageContainer';
import { useAntdTable } from '../../../components/use-antd-table';
import { ROLE_COLORS } from '../role-colors';

/** The list's filter form: the query's keyword and role. */
type Filters = Pick<UserListQuery, 'keyword' | 'role'>;

const valueOf = (filters: CrudFilter[], field: string) => filters.find((f) => 'field' in f && f.field === field)?.value as string | undefined;

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
    form.setFieldsValue({ keyword: valueOf(filters, 'keyword'), role: valueOf(filters, 'role') as Filters['role'] });
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
      <Card style={{ marginBottom: 16 }}>
        <Form form={form} layout="inline" onFinish={search}>
          <Form.Item name="keyword">
            <Input allowClear prefix={<SearchOutlined />} placeholder={t('users.keyword')} aria-label={t('users.keyword')} style={{ width: 280 }} maxLength={64} />
          </Form.Item>
          <Form.Item name="role">
            <Select
              allowClear
              aria-label={t('users.role')}
              placeholder={t('users.allRoles')}
              style={{ width: 160 }}
              options={ROLES.map((role) => ({ value: role, label: t(`roles.names.${role}`) }))}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card>
        <Table
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
            {
              title: t('users.actions'),
              key: 'actions',
              render: (_: unknown, user) => (
                <Space>
                  <Link to={consolePaths.userShow(user.id)}>
                    <Button size="small" icon={<EyeOutlined />}>
                      {t('common.view')}
                    </Button>
                  </Link>
                  {canDelete?.can && !user.roles.includes('operator') && (
                    <Popconfirm
                      title={t('common.deleteConfirm')}
                      onConfirm={() =>
                        remove(
                          { resource: 'users', id: user.id, successNotification: () => ({ type: 'success', message: t('users.deleted') }) },
                          // The overview's and roles' counts, and the account's own page, change too.
                          { onSuccess: () => invalidateViews(queryClient, 'users') },
                        )
                      }
                    >
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('common.delete')} ${user.userName}`}>
                        {t('common.delete')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
