import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useResourceParams } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { Permission } from '../../../shared/contracts/permissions';
import { permissionMatrixQueryOptions } from '../../../shared/features/account/api/get-permissions';
import { permissionMatrix, ROLES, type MatrixRow } from '../../providers/access';
import { PageContainer } from '../../components/PageContainer';

/**
 * 权限矩阵: read-only. First the server's matrix (which role holds which back-office permission,
 * the data every gateway check and the console's access control read), then the pages each role
 * may open, computed from the same rules the menu, buttons and routes use.
 */
export default function PermissionsPage() {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const { resources } = useResourceParams();
  const rows = useMemo(() => permissionMatrix(resources), [resources]);
  const matrix = useQuery(permissionMatrixQueryOptions());
  const mark = (allowed: boolean) =>
    allowed ? (
      <CheckCircleFilled style={{ color: token.colorSuccess }} aria-label={t('permissions.allowed')} />
    ) : (
      <MinusCircleOutlined style={{ color: token.colorTextQuaternary }} aria-label={t('permissions.denied')} />
    );
  return (
    <PageContainer title={t('permissions.title')} intro={t('permissions.intro')}>
      <Card title={t('permissions.serverTitle')} style={{ marginBottom: 16 }}>
        <Table<{ key: Permission; group: string }>
          rowKey="key"
          loading={matrix.isLoading}
          dataSource={matrix.data?.permissions ?? []}
          pagination={false}
          size="middle"
          scroll={{ x: 640 }}
          data-testid="server-matrix"
          columns={[
            { title: t('permissions.permission'), dataIndex: 'key', render: (key: string) => t(`permissions.keys.${key.replace(':', '_')}`, { defaultValue: key }) },
            { title: t('permissions.code'), dataIndex: 'key', key: 'code', render: (key: string) => <code>{key}</code> },
            ...ROLES.map((role) => ({
              title: t(`roles.names.${role}`),
              key: role,
              align: 'center' as const,
              render: (_: unknown, row: { key: Permission }) => mark(Boolean(matrix.data?.grants[role]?.includes(row.key))),
            })),
          ]}
        />
      </Card>
      <Card title={t('permissions.pagesTitle')}>
        <Table<MatrixRow>
          rowKey={(row) => `${row.resource}:${row.action}`}
          dataSource={rows}
          pagination={false}
          size="middle"
          scroll={{ x: 640 }}
          columns={[
            { title: t('permissions.page'), dataIndex: 'label', render: (label: string, row) => t(label ?? row.resource) },
            { title: t('permissions.action'), dataIndex: 'action', render: (action: string) => t(`actions.${action}`, { defaultValue: t(`common.${action}`) }) },
            ...ROLES.map((role) => ({
              title: t(`roles.names.${role}`),
              key: role,
              align: 'center' as const,
              render: (_: unknown, row: MatrixRow) => mark(row.allowed[role]),
            })),
          ]}
        />
      </Card>
    </PageContainer>
  );
}
