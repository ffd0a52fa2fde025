import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { LAST_STEP } from './use-plan-wizard';

interface PlanWizardActionsProps {
  step: number;
  setStep: (step: number) => void;
  editable: boolean;
  saving: boolean;
  submitting: boolean;
  onSave: () => void;
  onReset: () => void;
  onSubmit: () => void;
}

/** Under the wizard: previous / next, save now, reset, and on the last step submit for review. */
export function PlanWizardActions({ step, setStep, editable, saving, submitting, onSave, onReset, onSubmit }: PlanWizardActionsProps) {
  const { t } = useTranslation('console');
  return (
    <Space style={{ marginTop: 24 }} wrap>
      <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
        {t('supplier.form.prev')}
      </Button>
      {step < LAST_STEP && (
        <Button type="primary" onClick={() => setStep(step + 1)}>
          {t('supplier.form.next')}
        </Button>
      )}
      {editable && (
        <Button onClick={onSave} loading={saving}>
          {t('supplier.form.saveNow')}
        </Button>
      )}
      {editable && (
        <Popconfirm title={t('supplier.form.resetConfirm')} onConfirm={onReset}>
          <Button>{t('supplier.form.reset')}</Button>
        </Popconfirm>
      )}
      {step === LAST_STEP && editable && (
        <Button type="primary" loading={submitting} onClick={onSubmit}>
          {t('supplier.form.submit')}
        </Button>
      )}
    </Space>
  );
}
