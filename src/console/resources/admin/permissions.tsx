import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useResourceParams } from '@refinedev/core';
import { Card, Table, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionMatrix, ROLES, type MatrixRow } from '../../providers/access';
import { PageContainer } from '../../components/PageContainer';

/** 权限矩阵: read-only, computed from the same access rules the menu, buttons and routes use. */
export default function PermissionsPage() {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const { resources } = useResourceParams();
  const rows = useMemo(() => permissionMatrix(resources), [resources]);
  return (
    <PageContainer title={t('permissions.title')} intro={t('permissions.intro')}>
      <Card>
        <Table<MatrixRow>
          rowKey={(row) => `${row.resource}:${row.action}`}
          dataSource={rows}
          pagination={false}
          size="middle"
          columns={[
            { title: t('permissions.page'), dataIndex: 'label', render: (label: string, row) => t(label ?? row.resource) },
            { title: t('permissions.action'), dataIndex: 'action', render: (action: string) => t(`actions.${action}`, { defaultValue: t(`common.${action}`) }) },
            ...ROLES.map((role) => ({
              title: t(`roles.names.${role}`),
              key: role,
              align: 'center' as const,
              render: (_: unknown, row: MatrixRow) =>
                row.allowed[role] ? (
                  <CheckCircleFilled style={{ color: token.colorSuccess }} aria-label={t('permissions.allowed')} />
                ) : (
                  <MinusCircleOutlined style={{ color: token.colorTextQuaternary }} aria-label={t('permissions.denied')} />
                ),
            })),
          ]}
        />
      </Card>
    </PageContainer>
  );
}
