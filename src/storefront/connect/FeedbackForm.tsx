import { Button, Form, Input } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { useSession } from '../../shared/auth/session';
import type { FeedbackInput } from '../../shared/contracts/content';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_TYPES } from '../../shared/core/content';
import { maskPhone } from '../../shared/core/validation';
import { toast } from '../../shared/ui/toast';
import { useSubmitFeedback } from '../../shared/features/content/api/submit-feedback';
import '../i18n/connect';
import { RadioChoices } from '../ui/Choices';
import { FieldPair, StorefrontForm, useOncePerRequest } from '../ui/FormParts';
import { FormTheme } from '../ui/FormTheme';
import { SuccessNotice } from '../ui/SuccessNotice';

/** The form's fields: the feedback as sent, less its request id. */
type Values = Omit<FeedbackInput, 'requestId'>;

/** The feedback form of /connect (signed-in users only; the page checks before loading it). */
export default function FeedbackForm() {
  const { t } = useTranslation('storefront');
  const { user } = useSession();
  const { form, requestId, done, setDone, again } = useOncePerRequest<Values, string>();
  const mutation = useSubmitFeedback();

  const submit = async (values: Values) => {
    const contact = values.contact?.trim() || undefined;
    await mutation.mutateAsync({ ...values, contact, pageUrl: values.pageUrl?.trim() || undefined, requestId });
    toast.success(t('connect.successTitle'));
    setDone(contact ?? (user?.phone ? maskPhone(user.phone) : ''));
  };

  return (
    <FormTheme>
      {done !== null ? (
        <SuccessNotice testId="feedback-success" title={t('connect.successTitle')} text={t('connect.successText', { contact: done })}>
          <Button onClick={again}>{t('connect.again')}</Button>
        </SuccessNotice>
      ) : (
        <StorefrontForm<Values>
          form={form}
          onSubmit={submit}
          pending={mutation.isPending}
          submit={t('connect.submit')}
          submitting={t('connect.submitting')}
        >
          <Form.Item name="type" label={t('connect.type')} rules={[{ required: true, message: t('connect.typeRequired') }]}>
            <RadioChoices buttons options={FEEDBACK_TYPES.map((value) => ({ value, label: t(`connect.types.${value}`) }))} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('connect.content')}
            rules={[
              { required: true, whitespace: true, message: t('connect.contentRequired') },
              { min: FEEDBACK_CONTENT_MIN, message: t('connect.contentShort', { min: FEEDBACK_CONTENT_MIN }) },
            ]}
          >
            <Input.TextArea rows={6} maxLength={FEEDBACK_CONTENT_MAX} showCount placeholder={t('connect.contentPlaceholder')} />
          </Form.Item>
          <FieldPair>
            <Form.Item name="contact" label={t('connect.contact')}>
              <Input maxLength={64} placeholder={t('connect.contactPlaceholder')} />
            </Form.Item>
            <Form.Item name="pageUrl" label={t('connect.pageUrl')}>
              <Input maxLength={256} placeholder={t('connect.pageUrlPlaceholder')} />
            </Form.Item>
          </FieldPair>
        </StorefrontForm>
      )}
    </FormTheme>
  );
}
