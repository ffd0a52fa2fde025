import { Alert, Card, Col, Form, Row, Space, Steps, Tag } from 'antd';
import { useMemo } from 'react';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { LinkButton } from '../../components/LinkButton';
import { PageContainer } from '../../components/PageContainer';
import { StatusPage } from '../../shell/StatusPage';
import { IncomeEstimateCard } from './IncomeEstimateCard';
import { PlanBasicsStep } from './PlanBasicsStep';
import { PlanFilesStep } from './PlanFilesStep';
import { PlanMachinesStep } from './PlanMachinesStep';
import { PlanSummaryStep } from './PlanSummaryStep';
import { PlanWindowsStep } from './PlanWindowsStep';
import { PlanWizardActions } from './PlanWizardActions';
import { defaultValues, type PlanFormValues, type SaveState } from './plan-model';
import { PlanStatusTag } from './status';
import { LAST_STEP, usePlanWizard } from './use-plan-wizard';

const SAVE_COLORS: Record<SaveState, string> = { saved: 'success', saving: 'processing', failed: 'error' };

/**
 * /bss-profit/add-or-update/{id?}: the plan wizard. The step counter starts at 0; the mode is add
 * without an id and update with one. While the supplier types, the draft is saved on its own
 * (saved | saving | failed) and the weekly income is estimated from the market; reset restores
 * the defaults.
 */
export default function PlanFormPage() {
  const { t } = useTranslation('console');
  const wizard = usePlanWizard();
  const { form, mode, plan, step, setStep, saveState, saveError, editable, files } = wizard;
  const initial = useMemo(() => defaultValues(), []);
  const values = Form.useWatch([], form) as PlanFormValues | undefined;
  if (wizard.isError) return <StatusPage status={404} />;

  const steps = t('supplier.form.steps', { returnObjects: true }) as string[];

  return (
    <PageContainer
      title={mode === 'add' ? t('supplier.form.titleAdd') : t('supplier.form.titleUpdate')}
      extra={
        <Space wrap>
          {plan && <PlanStatusTag plan={plan} />}
          <Tag color={saveState ? SAVE_COLORS[saveState] : 'default'} data-testid="save-state" data-state={saveState ?? 'none'}>
            {saveState ? t(`supplier.form.saveState.${saveState}`) : t('supplier.form.notSaved')}
          </Tag>
          <LinkButton to={paths.bssProfit.getHref()}>{t('supplier.form.back')}</LinkButton>
        </Space>
      }
    >
      {saveState === 'failed' && saveError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={saveError} />}
      {plan?.reason && (plan.status === 'review_failed' || plan.revisionStatus === 'review_failed') && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('supplier.plans.reason', { reason: plan.reason })} />
      )}
      <Card style={{ marginBottom: 16 }}>
        <Steps current={step} onChange={setStep} size="small" items={steps.map((title) => ({ title }))} data-step={step} data-testid="plan-steps" />
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Card loading={mode === 'update' && wizard.isLoading}>
            <Form<PlanFormValues> form={form} name={wizard.formName} layout="vertical" initialValues={initial} onValuesChange={wizard.onValuesChange} disabled={!editable}>
              <div hidden={step !== 0}>
                <PlanBasicsStep />
              </div>
              <div hidden={step !== 1}>
                <PlanMachinesStep machines={values?.machines} />
              </div>
              <div hidden={step !== 2}>
                <PlanWindowsStep />
              </div>
              <div hidden={step !== 3}>
                <PlanFilesStep files={files} editable={editable} onAdd={wizard.addFile} onRemove={wizard.removeFile} />
              </div>
              <div hidden={step !== LAST_STEP}>
                <PlanSummaryStep values={values} fileCount={files.length} />
              </div>
            </Form>
            <PlanWizardActions
              step={step}
              setStep={setStep}
              editable={editable}
              saving={saveState === 'saving'}
              submitting={wizard.submitting}
              onSave={() => void wizard.saveNow(false)}
              onReset={wizard.reset}
              onSubmit={() => void wizard.submit()}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <IncomeEstimateCard estimate={wizard.estimate} />
        </Col>
      </Row>
    </PageContainer>
  );
}
