import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Col, Descriptions, Form, Input, Result, Row, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/session';
import { paths } from '../../../shared/config/paths';
import type { SupplierProfileBody } from '../../../shared/contracts/supplier';
import { BANK_ACCOUNT_RE, SUPPLIER_AGREEMENT_ID } from '../../../shared/core/supplier';
import { EMAIL_RE, PHONE_RE } from '../../../shared/core/validation';
import { useSaveSupplier, useSupplierInfo } from '../../../shared/features/supplier/api/supplier-profile';
import { invalidateViews } from '../../../shared/query/views';
import { PageContainer } from '../../components/PageContainer';
import { LinkButton } from '../../components/LinkButton';

const STATUS_COLORS = { pending_review: 'processing', review_failed: 'error', review_pass: 'success' } as const;

/** 成为供应商: the supplier profile on top of the real-name certification, its review, and resubmission. */
export default function SupplierApplyPage() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const client = useQueryClient();
  const { roles } = useSession();
  const { data: info, isLoading } = useSupplierInfo();
  const save = useSaveSupplier();
  const [form] = Form.useForm<SupplierProfileBody>();
  const [editing, setEditing] = useState(false);

  // A pass gives the account the supplier role: reread who is signed in, so 我的变现 appears.
  useEffect(() => {
    if (info?.status === 'review_pass' && !roles.includes('supplier')) void invalidateViews(client, 'user');
  }, [info?.status, roles, client]);

  useEffect(() => {
    if (info?.applied) {
      form.setFieldsValue({
        contactName: info.contactName,
        contactPhone: info.contactPhone,
        contactEmail: info.contactEmail,
        bankAccountName: info.bankAccountName,
        bankName: info.bankName,
        bankBranch: info.bankBranch,
      });
    } else if (info?.certificationName) {
      form.setFieldsValue({ bankAccountName: info.certificationName });
    }
  }, [info, form]);

  const required = (field: string) => ({ required: true, whitespace: true, message: t('supplier.apply.required', { field }) });
  const submit = async (values: SupplierProfileBody) => {
    await save.mutateAsync({ body: values, mode: info?.applied ? 'update' : 'add' });
    message.success(t('supplier.apply.submitted'));
    setEditing(false);
  };

  const certified = info?.certificationStatus === 'review_pass';
  const showForm = certified && (!info?.applied || info.status === 'review_failed' || editing);

  return (
    <PageContainer title={t('supplier.apply.title')} intro={t('supplier.apply.intro')}>
      <Card loading={isLoading} style={{ marginBottom: 16 }}>
        {info && !certified && (
          <Alert
            type="warning"
            showIcon
            message={t('supplier.apply.needCert')}
            action={
              <LinkButton to={paths.certification.getHref()} type="primary" icon={<SafetyCertificateOutlined />}>
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
              <Button key="edit" onClick={() => setEditing(true)}>
                {t('supplier.apply.edit')}
              </Button>,
            ]}
          />
        )}
      </Card>
      {showForm && (
        <Card>
          <Form<SupplierProfileBody> form={form} layout="vertical" onFinish={submit} requiredMark>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name="contactName" label={t('supplier.apply.contactName')} rules={[required(t('supplier.apply.contactName'))]}>
                  <Input maxLength={32} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="contactPhone"
                  label={t('supplier.apply.contactPhone')}
                  rules={[required(t('supplier.apply.contactPhone')), { pattern: PHONE_RE, message: t('supplier.apply.phoneFormat') }]}
                >
                  <Input maxLength={11} inputMode="tel" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="contactEmail"
                  label={t('supplier.apply.contactEmail')}
                  rules={[required(t('supplier.apply.contactEmail')), { pattern: EMAIL_RE, message: t('supplier.apply.emailFormat') }]}
                >
                  <Input maxLength={128} inputMode="email" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="bankAccountName" label={t('supplier.apply.bankAccountName')} rules={[required(t('supplier.apply.bankAccountName'))]}>
                  <Input maxLength={64} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="bankAccountNo"
                  label={t('supplier.apply.bankAccountNo')}
                  extra={info?.applied ? t('supplier.apply.currentAccount', { account: info.bankAccountNoMasked }) : t('supplier.apply.bankAccountNoHint')}
                  rules={[
                    required(t('supplier.apply.bankAccountNo')),
                    { validator: (_, value: string | undefined) => (!value || BANK_ACCOUNT_RE.test(value.replace(/\s+/g, '')) ? Promise.resolve() : Promise.reject(new Error(t('supplier.apply.accountFormat')))) },
                  ]}
                >
                  <Input maxLength={40} inputMode="numeric" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="bankName" label={t('supplier.apply.bankName')} rules={[required(t('supplier.apply.bankName'))]}>
                  <Input maxLength={64} placeholder="招商银行" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="bankBranch" label={t('supplier.apply.bankBranch')} rules={[required(t('supplier.apply.bankBranch'))]}>
                  <Input maxLength={64} placeholder="杭州分行营业部" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="agreementAccepted"
              valuePropName="checked"
              rules={[{ validator: (_, value) => (value ? Promise.resolve() : Promise.reject(new Error(t('supplier.apply.agreementRequired')))) }]}
            >
              <Checkbox>
                {t('supplier.apply.agree')}
                <a href={paths.agreement.getHref(SUPPLIER_AGREEMENT_ID)} target="_blank" rel="noreferrer">
                  {t('supplier.apply.agreement')}
                </a>
                {t('supplier.apply.agreementVersion', { version: info?.currentAgreementVersion })}
              </Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {info?.applied ? t('supplier.apply.resubmit') : t('supplier.apply.submit')}
            </Button>
          </Form>
        </Card>
      )}
    </PageContainer>
  );
}
