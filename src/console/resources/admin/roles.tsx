import { useCustom } from '@refinedev/core';
import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ROLES } from '../../providers/access';
import type { Overview } from '../../../shared/contracts/admin';
import { PageContainer } from '../../components/PageContainer';
import { ROLE_COLORS } from './role-colors';

/** 角色: the three roles, what each may do and how many accounts hold it. */
export default function RolesPage() {
  const { t } = useTranslation('console');
  // Until the overview arrives Refine answers an empty object, hence roles?.
  const { query, result } = useCustom<Overview>({ url: '/admin/overview', method: 'get' });
  return (
    <PageContainer title={t('roles.title')} intro={t('roles.intro')} extra={<Link to={paths.permissions.getHref()}>{t('menu.permissions')}</Link>}>
      <Row gutter={[16, 16]}>
        {ROLES.map((role) => (
          <Col key={role} xs={24} lg={8}>
            <Card
              title={
                <>
                  <Tag color={ROLE_COLORS[role]}>{role}</Tag> {t(`roles.names.${role}`)}
                </>
              }
              style={{ height: '100%' }}
            >
              <Typography.Paragraph type="secondary">{t(`roles.descriptions.${role}`)}</Typography.Paragraph>
              <Statistic title={t('roles.members')} value={result.data?.roles?.[role] ?? 0} loading={query.isLoading} />
              <Link to={paths.users.getHref()}>{t('users.title')}</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </PageContainer>
  );
}
