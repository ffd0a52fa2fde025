import { Button, Form, Input } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/session';
import type { ConsultationInput } from '../../shared/contracts/content';
import { paths } from '../../shared/config/paths';
import { CONSULTATION_CONTENT_MAX, DEMAND_TYPES, type ConsultationSource, type DemandType } from '../../shared/core/content';
import { checkEmail, checkPhone } from '../../shared/core/validation';
import { rule } from '../../shared/ui/form-rules';
import { toast } from '../../shared/ui/toast';
import { useSubmitConsultation } from '../../shared/features/content/api/submit-consultation';
import '../i18n/consultation';
import { RadioChoices } from './Choices';
import { FieldPair, StorefrontForm, useOncePerRequest } from './FormParts';
import { FormTheme } from './FormTheme';
import { SuccessNotice } from './SuccessNotice';
import ui from './ui.module.css';
import styles from './consultation.module.css';

/** The form's fields: the consultation as sent, less what the form adds itself. */
type Values = Omit<ConsultationInput, 'requestId' | 'source'>;

const optionalEmail = (value: unknown) => (typeof value === 'string' && value.trim() ? checkEmail(value.trim()) : null);

/**
 * The business-consultation form (stored on the server). Loaded lazily with antd; each filled-in
 * form carries one request id, so a double click or a replay is refused by the gateway.
 */
export default function ConsultationForm(props: { source: ConsultationSource; defaultType?: DemandType }) {
  const { t } = useTranslation('storefront');
  const { user } = useSession();
  const { form, requestId, done, setDone, again } = useOncePerRequest<Values, string>();
  const mutation = useSubmitConsultation();

  const submit = async (values: Values) => {
    const email = values.email?.trim();
    await mutation.mutateAsync({ ...values, email: email || undefined, requestId, source: props.source });
    toast.success(t('consultationForm.successTitle'));
    setDone(values.phone);
  };

  return (
    <FormTheme>
      {done ? (
        <SuccessNotice testId="consultation-success" title={t('consultationForm.successTitle')} text={t('consultationForm.successText', { phone: done })}>
          <Button onClick={again}>{t('consultationForm.again')}</Button>
        </SuccessNotice>
      ) : (
        <StorefrontForm<Values>
          form={form}
          onSubmit={submit}
          pending={mutation.isPending}
          submit={t('consultationForm.submit')}
          submitting={t('consultationForm.submitting')}
          initialValues={{ demandType: props.defaultType ?? 'gpu_rental', name: user?.name || undefined, phone: user?.phone || undefined }}
          footer={
            <p className={ui.muted} style={{ marginTop: 12, fontSize: 13 }}>
              {t('consultationForm.privacyBefore')}
              <Link to={paths.agreement.getHref('privacy')} className={ui.textLink}>
                {t('consultationForm.privacyLink')}
              </Link>
              {t('consultationForm.privacyAfter')}
            </p>
          }
        >
          <FieldPair>
            <Form.Item name="name" label={t('consultationForm.name')} rules={[{ required: true, whitespace: true, message: t('consultationForm.nameRequired') }]}>
              <Input maxLength={32} placeholder={t('consultationForm.namePlaceholder')} autoComplete="name" />
            </Form.Item>
            <Form.Item name="company" label={t('consultationForm.company')} rules={[{ required: true, whitespace: true, message: t('consultationForm.companyRequired') }]}>
              <Input maxLength={64} placeholder={t('consultationForm.companyPlaceholder')} autoComplete="organization" />
            </Form.Item>
            <Form.Item name="phone" label={t('consultationForm.phone')} rules={[rule(checkPhone)]}>
              <Input maxLength={11} inputMode="numeric" placeholder={t('consultationForm.phonePlaceholder')} autoComplete="tel" />
            </Form.Item>
            <Form.Item name="email" label={t('consultationForm.email')} rules={[rule(optionalEmail)]}>
              <Input maxLength={128} placeholder={t('consultationForm.emailPlaceholder')} autoComplete="email" />
            </Form.Item>
          </FieldPair>
          <Form.Item name="demandType" label={t('consultationForm.demandType')} rules={[{ required: true, message: t('consultationForm.demandTypeRequired') }]}>
            <RadioChoices
              buttons
              className={styles.types}
              options={DEMAND_TYPES.map((value) => ({ value, label: t(`consultationForm.demandTypes.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="content" label={t('consultationForm.content')} rules={[{ required: true, whitespace: true, message: t('consultationForm.contentRequired') }]}>
            <Input.TextArea rows={5} maxLength={CONSULTATION_CONTENT_MAX} showCount placeholder={t('consultationForm.contentPlaceholder')} />
          </Form.Item>
        </StorefrontForm>
      )}
    </FormTheme>
  );
}
