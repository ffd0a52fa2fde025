import { Checkbox, Form, Input, InputNumber } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/session';
import type { CreditApplicationInput } from '../../shared/contracts/content';
import { paths } from '../../shared/config/paths';
import { CREDIT_MAX_YUAN, CREDIT_MIN_YUAN } from '../../shared/core/content';
import { isCreditCode } from '../../shared/core/credit-code';
import { checkPhone } from '../../shared/core/validation';
import { rule } from '../../shared/ui/form-rules';
import { toast } from '../../shared/ui/toast';
import { useSubmitCreditApplication } from '../../shared/features/content/api/submit-credit-application';
import '../i18n/credit';
import { FieldPair, StorefrontForm } from '../ui/FormParts';
import { FormTheme } from '../ui/FormTheme';
import ui from '../ui/ui.module.css';

/** The form's fields: the application as sent, with the amount a number input and the consent a checkbox. */
type Values = Omit<CreditApplicationInput, 'expectedAmount' | 'agreed'> & { expectedAmount: number; agreed: boolean };

/**
 * The credit-line application (signed-in users; one in review at a time, the gateway enforces it).
 * A certified company's name and code are its certification's, shown and not asked (the gateway
 * takes them from the certification; the code is shown masked).
 */
export default function CreditForm({ company }: { company?: { name: string; code: string } }) {
  const { t } = useTranslation('storefront');
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const mutation = useSubmitCreditApplication();

  const submit = async (values: Values) => {
    await mutation.mutateAsync({
      ...(company ? {} : { companyName: values.companyName?.trim(), creditCode: values.creditCode?.trim().toUpperCase() }),
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone,
      expectedAmount: values.expectedAmount.toFixed(2),
      purpose: values.purpose.trim(),
      agreed: true,
    });
    toast.success(t('credit.successTitle'));
  };

  return (
    <FormTheme>
      <StorefrontForm<Values>
        form={form}
        onSubmit={submit}
        pending={mutation.isPending}
        submit={t('credit.submit')}
        submitting={t('credit.submitting')}
        initialValues={{ contactName: user?.name || undefined, contactPhone: user?.phone || undefined }}
      >
        <FieldPair>
          {company ? (
            <>
              <Form.Item label={t('credit.companyName')} htmlFor="credit-company-name">
                <Input id="credit-company-name" value={company.name} readOnly variant="filled" />
              </Form.Item>
              <Form.Item label={t('credit.creditCode')} htmlFor="credit-company-code">
                <Input id="credit-company-code" value={company.code} readOnly variant="filled" />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="companyName" label={t('credit.companyName')} rules={[{ required: true, whitespace: true, message: t('credit.companyNameRequired') }]}>
                <Input maxLength={64} placeholder={t('credit.companyNamePlaceholder')} autoComplete="organization" />
              </Form.Item>
              <Form.Item
                name="creditCode"
                label={t('credit.creditCode')}
                rules={[rule((value) => (typeof value === 'string' && isCreditCode(value.trim()) ? null : t('credit.creditCodeInvalid')))]}
              >
                <Input maxLength={18} placeholder={t('credit.creditCodePlaceholder')} />
              </Form.Item>
            </>
          )}
          <Form.Item name="contactName" label={t('credit.contactName')} rules={[{ required: true, whitespace: true, message: t('credit.contactNameRequired') }]}>
            <Input maxLength={32} autoComplete="name" />
          </Form.Item>
          <Form.Item name="contactPhone" label={t('credit.contactPhone')} rules={[rule(checkPhone)]}>
            <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
        </FieldPair>
        <Form.Item
          name="expectedAmount"
          label={t('credit.expectedAmount')}
          rules={[
            { required: true, message: t('credit.expectedAmountRequired') },
            { type: 'number', min: CREDIT_MIN_YUAN, max: CREDIT_MAX_YUAN, message: t('credit.expectedAmountRange') },
          ]}
        >
          <InputNumber<number> style={{ width: '100%' }} min={0} max={CREDIT_MAX_YUAN} step={10_000} precision={2} placeholder="500000" />
        </Form.Item>
        <Form.Item name="purpose" label={t('credit.purpose')} rules={[{ required: true, whitespace: true, message: t('credit.purposeRequired') }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('credit.purposePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="agreed"
          valuePropName="checked"
          rules={[{ validator: (_, value) => (value ? Promise.resolve() : Promise.reject(new Error(t('credit.agreeRequired')))) }]}
        >
          <Checkbox>
            {t('credit.agreeBefore')}
            <Link to={paths.agreement.getHref('credit-recharge')} className={ui.textLink} target="_blank">
              {t('credit.agreeLink')}
            </Link>
          </Checkbox>
        </Form.Item>
      </StorefrontForm>
    </FormTheme>
  );
}
