import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Result, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { SupplierProfile } from '../../../shared/contracts/supplier';
import { useTranslation } from '../../../shared/i18n';
import { LinkButton } from '../../components/LinkButton';

const STATUS_COLORS = { pending_review: 'processing', review_failed: 'error', review_pass: 'success' } as const;

interface SupplierStatusCardProps {
  info: SupplierProfile | undefined;
  loading: boolean;
  certified: boolean;
  editing: boolean;
  onEdit: () => void;
}

/** Top of 成为供应商: the certification it rests on, the application's status and the review's answer. */
export function SupplierStatusCard({ info, loading, certified, editing, onEdit }: SupplierStatusCardProps) {
  const { t } = useTranslation('console');
  return (
    <Card loading={loading} style={{ marginBottom: 16 }}>
      {info && !certified && (
        <Alert
          type="warning"
          showIcon
          message={t('supplier.apply.needCert')}
          action={
            <LinkButton to={`${paths.certification.getHref()}?redirect=${encodeURIComponent(paths.supplierApply.getHref())}`} type="primary" icon={<SafetyCertificateOutlined />}>
              {t('supplier.apply.goCert')}
            </LinkButton>
          }
        />
      )}
      {info && certified && (
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('supplier.apply.status')}>
            {info.status ? (
              <Tag color={STATUS_COLORS[info.status]} data-testid="supplier-status">
                {t(`supplier.apply.statuses.${info.status}`)}
              </Tag>
            ) : (
              <Tag data-testid="supplier-status">{t('supplier.apply.statuses.none')}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('organization.name')}>{info.certificationName}</Descriptions.Item>
          {info.applied && <Descriptions.Item label={t('supplier.apply.bankAccountNo')}>{info.bankAccountNoMasked}</Descriptions.Item>}
          {info.agreementVersion && (
            <Descriptions.Item label={t('supplier.apply.agreement')}>{t('supplier.apply.agreementVersion', { version: info.agreementVersion })}</Descriptions.Item>
          )}
        </Descriptions>
      )}
      {info?.status === 'review_failed' && info.reason && (
        <Alert style={{ marginTop: 16 }} type="error" showIcon message={t('supplier.apply.failedReason', { reason: info.reason })} />
      )}
      {info?.status === 'pending_review' && <Alert style={{ marginTop: 16 }} type="info" showIcon message={t('supplier.apply.pendingHint')} />}
      {info?.status === 'review_pass' && !editing && (
        <Result
          status="success"
          title={t('supplier.apply.passHint')}
          extra={[
            <Link key="plans" to={paths.bssProfit.getHref()}>
              <Button type="primary">{t('supplier.apply.goPlans')}</Button>
            </Link>,
            <Button key="edit" onClick={onEdit}>
              {t('supplier.apply.edit')}
            </Button>,
          ]}
        />
      )}
    </Card>
  );
}
