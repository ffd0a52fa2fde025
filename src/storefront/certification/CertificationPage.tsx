import { Alert, Button, Descriptions, Form, Input, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { paths, safeRedirect } from '../../shared/config/paths';
import type { CertifyBody } from '../../shared/contracts/certification';
import { isValidCreditCode, isValidIdCard } from '../../shared/core/identity';
import { formatDateTimeSeconds } from '../../shared/core/time';
import { checkEmail, checkPhone } from '../../shared/core/validation';
import { useCertification } from '../../shared/features/account/api/get-certification';
import { useSubmitCertification } from '../../shared/features/account/api/submit-certification';
import { AntdProvider } from '../../shared/ui/AntdProvider';
import { applyFieldErrors, fieldErrorsOf } from '../../shared/ui/field-errors';
import { rule } from '../../shared/ui/form-rules';
import { toast } from '../../shared/ui/toast';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import styles from './certification.module.css';
import '../i18n/certification';

type Values = Omit<CertifyBody, 'licenseImage'>;

const LICENSE_MAX = 2 * 1024 * 1024;
const STATUS_COLOR = { unverified: 'default', in_review: 'processing', review_failed: 'error', review_pass: 'success' } as const;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** /certification (SPEC §2, §4): individual or organisation, with the review's state. */
/** A company's contact; a person is their own contact (name and account phone), so is not asked. */
function ContactFields() {
  const { t } = useTranslation('storefront');
  return (
    <>
      <Form.Item name="contactName" label={t('certification.contactName')} rules={[{ required: true, whitespace: true, message: t('certification.required', { field: t('certification.contactName') }) }]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="contactPhone" label={t('certification.contactPhone')} rules={[rule(checkPhone)]}>
        <Input maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item name="contactEmail" label={t('certification.contactEmail')} rules={[rule(checkEmail)]}>
        <Input maxLength={128} type="email" />
      </Form.Item>
    </>
  );
}

function Certification() {
  const { t } = useTranslation('storefront');
  const detail = useCertification();
  const submission = useSubmitCertification();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? 'enterprise';
  const [license, setLicense] = useState<string | null>(null);
  const [licenseError, setLicenseError] = useState<string | null>(null);
  const status = detail.data?.certificationStatus ?? 'unverified';
  /** What was submitted, once there is something. */
  const submitted = detail.data?.certificationStatus === 'unverified' ? undefined : detail.data;
  const canSubmit = status === 'unverified' || status === 'review_failed';
  // Sent here by a page that needs certification (an order, 成为供应商): the way back to it.
  const [params] = useSearchParams();
  const back = params.get('redirect') ? safeRedirect(params.get('redirect'), '') : '';

  const pick = async (file: File | undefined) => {
    setLicenseError(null);
    if (!file) return;
    if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type)) return setLicenseError(t('certification.licenseType'));
    if (file.size > LICENSE_MAX) return setLicenseError(t('certification.licenseTooLarge'));
    setLicense(await readAsDataUrl(file));
  };

  const submit = async (values: Values) => {
    if (values.type === 'enterprise' && !license) {
      setLicenseError(t('certification.licenseRequired'));
      return;
    }
    try {
      await submission.mutateAsync({ ...values, licenseImage: values.type === 'enterprise' ? (license ?? undefined) : undefined });
      toast.success(t('certification.submitted'));
    } catch (error) {
      // The message comes from the HTTP client; the gateway's verdict on a field lands on it,
      // the licence's beside its picker.
      applyFieldErrors(form, error);
      const licenseProblem = fieldErrorsOf(error).find(({ field }) => field === 'licenseImage');
      if (licenseProblem) setLicenseError(licenseProblem.message);
    }
  };

  const codeRule = rule((value) => {
    if (!value) return t('certification.required', { field: type === 'personal' ? t('certification.personalCode') : t('certification.enterpriseCode') });
    if (type === 'personal') return isValidIdCard(String(value)) ? null : t('certification.badIdCard');
    return isValidCreditCode(String(value)) ? null : t('certification.badCreditCode');
  });

  return (
    <section className={styles.wrap}>
      <h1>
        {t('certification.heading')} <Tag color={STATUS_COLOR[status]}>{t(`certification.status.${status}`)}</Tag>
      </h1>
      <p className={styles.intro}>{t('certification.intro')}</p>
      {back && (
        <Alert
          type={status === 'review_pass' ? 'success' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          message={status === 'review_pass' ? t('certification.backReady') : t('certification.backLater')}
          action={<Link to={back} data-testid="certification-back">{t('certification.back')}</Link>}
        />
      )}
      {status === 'in_review' && <Alert type="info" showIcon message={t('certification.inReviewText')} data-testid="certification-outcome" />}
      {submitted?.certificationStatus === 'review_failed' && (
        <Alert type="error" showIcon message={t('certification.failedText', { reason: submitted.reason ?? '' })} data-testid="certification-outcome" />
      )}
      {submitted?.certificationStatus === 'review_pass' && (
        <Alert type="success" showIcon message={t('certification.passedText', { name: submitted.certificationName })} data-testid="certification-outcome" />
      )}
      {submitted && (
        <Descriptions className={styles.details} column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('certification.type')}>{t(`certification.${submitted.certificationType}`)}</Descriptions.Item>
          <Descriptions.Item label={submitted.certificationType === 'enterprise' ? t('certification.enterpriseName') : t('certification.personalName')}>
            {submitted.maskedCertificationName}
          </Descriptions.Item>
          <Descriptions.Item label={submitted.certificationType === 'enterprise' ? t('certification.enterpriseCode') : t('certification.personalCode')}>
            {submitted.certificationCode}
          </Descriptions.Item>
          {submitted.contactPhone && <Descriptions.Item label={t('certification.contactPhone')}>{submitted.contactPhone}</Descriptions.Item>}
          <Descriptions.Item label={t('certification.submittedAt')}>{formatDateTimeSeconds(submitted.submittedAt)}</Descriptions.Item>
          {submitted.reviewedAt && <Descriptions.Item label={t('certification.reviewedAt')}>{formatDateTimeSeconds(submitted.reviewedAt)}</Descriptions.Item>}
        </Descriptions>
      )}
      {canSubmit && detail.isSuccess && submitted && (
        <>
          <h2 className={styles.resubmit}>{t('certification.resubmitTitle')}</h2>
          <p className={styles.intro}>{t('certification.resubmitHint')}</p>
        </>
      )}
      {canSubmit && detail.isSuccess && (
        <Form
          form={form}
          layout="vertical"
          className={styles.form}
          // After a refusal the form starts from what was sent (the values shown masked must be typed again).
          initialValues={
            submitted
              ? { type: submitted.certificationType, name: submitted.certificationName, contactName: submitted.contactName }
              : { type: 'enterprise' }
          }
          onFinish={(v) => void submit(v)}
          requiredMark
        >
          <Form.Item name="type" label={t('certification.type')}>
            <Radio.Group optionType="button" buttonStyle="solid">
              <Radio.Button value="enterprise">{t('certification.enterprise')}</Radio.Button>
              <Radio.Button value="personal">{t('certification.personal')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="name"
            label={type === 'personal' ? t('certification.personalName') : t('certification.enterpriseName')}
            rules={[{ required: true, whitespace: true, message: t('certification.required', { field: type === 'personal' ? t('certification.personalName') : t('certification.enterpriseName') }) }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="code" label={type === 'personal' ? t('certification.personalCode') : t('certification.enterpriseCode')} rules={[codeRule]}>
            <Input maxLength={18} />
          </Form.Item>
          {type === 'enterprise' && (
            <Form.Item label={t('certification.license')} required validateStatus={licenseError ? 'error' : undefined} help={licenseError ?? t('certification.licenseHint')}>
              <div className={styles.license}>
                <label className={styles.pick}>
                  {t('certification.licensePick')}
                  <input type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => void pick(e.target.files?.[0])} aria-label={t('certification.license')} />
                </label>
                {license && <img src={license} alt={t('certification.license')} className={styles.preview} />}
              </div>
            </Form.Item>
          )}
          {type === 'enterprise' && <ContactFields />}
          <Button type="primary" htmlType="submit" size="large" loading={submission.isPending}>
            {t('certification.submit')}
          </Button>
        </Form>
      )}
    </section>
  );
}

export function CertificationPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('certification.title'), t('certification.description'));
  const { loggedIn } = useSession();
  // SPEC §2: only for signed-in users; visitors go home.
  if (!loggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <AntdProvider mode="light">
      <Certification />
    </AntdProvider>
  );
}

export default CertificationPage;
