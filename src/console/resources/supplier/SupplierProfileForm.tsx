import { Button, Card, Checkbox, Col, Form, Input, Row, type FormInstance } from 'antd';
import { paths } from '../../../shared/config/paths';
import type { SupplierProfile, SupplierProfileBody } from '../../../shared/contracts/supplier';
import { BANK_ACCOUNT_RE, SUPPLIER_AGREEMENT_ID } from '../../../shared/core/supplier';
import { EMAIL_RE, PHONE_RE } from '../../../shared/core/validation';
import { useTranslation } from '../../../shared/i18n';

interface SupplierProfileFormProps {
  form: FormInstance<SupplierProfileBody>;
  info: SupplierProfile | undefined;
  saving: boolean;
  onFinish: (values: SupplierProfileBody) => Promise<void>;
}

/** The supplier profile: contact, the bank account earnings are paid to, and the supplier agreement. */
export function SupplierProfileForm({ form, info, saving, onFinish }: SupplierProfileFormProps) {
  const { t } = useTranslation('console');
  const required = (field: string) => ({ required: true, whitespace: true, message: t('supplier.apply.required', { field }) });
  return (
    <Card>
      <Form<SupplierProfileBody> form={form} layout="vertical" onFinish={onFinish} requiredMark>
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
        <Button type="primary" htmlType="submit" loading={saving}>
          {info?.applied ? t('supplier.apply.resubmit') : t('supplier.apply.submit')}
        </Button>
      </Form>
    </Card>
  );
}
