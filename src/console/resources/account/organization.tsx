import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/config/paths';
import type { LoginStatus } from '../../../shared/contracts/account';
import { PageContainer } from '../../components/PageContainer';
import { LinkButton } from '../../components/LinkButton';
import * as API from '../../../shared/core/api-paths';

const COLORS = { unverified: 'default', in_review: 'processing', review_failed: 'error', review_pass: 'success' } as const;

/** 组织信息: who the account belongs to, from its real-name certification (SPEC §3 combined view). */
export default function OrganizationPage() {
  const { t } = useTranslation('console');
  const { query, result } = useCustom<LoginStatus>({ url: API.user.loginStatusAndCertificationInfo, method: 'get' });
  const info = result.data?.loginStatus === 'login' ? result.data : undefined;
  const status = info?.certificationStatus ?? 'unverified';
  const none = t('common.none');
  return (
    <PageContainer
      title={t('organization.title')}
      intro={t('organization.intro')}
      extra={
        status !== 'review_pass' && (
          <LinkButton to={paths.certification.getHref()} type="primary" icon={<SafetyCertificateOutlined />}>
            {t('organization.goCertify')}
          </LinkButton>
        )
      }
    >
      <Card loading={query.isLoading}>
        <Descriptions column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('organization.status')}>
            <Tag color={COLORS[status]}>{t(`dashboard.certStatus.${status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('organization.type')}>{info?.type ? t(`dashboard.certType.${info.type}`) : none}</Descriptions.Item>
          <Descriptions.Item label={t('organization.name')}>{info?.certificationName || none}</Descriptions.Item>
          <Descriptions.Item label={t('organization.contactName')}>{info?.contactName || none}</Descriptions.Item>
          <Descriptions.Item label={t('organization.contactEmail')}>{info?.contactEmail || none}</Descriptions.Item>
          <Descriptions.Item label={t('organization.contactPhone')}>{info?.contactPhone || none}</Descriptions.Item>
        </Descriptions>
      </Card>
    </PageContainer>
  );
}
