import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, InputNumber, List, Popconfirm, Radio, Row, Select, Space, Statistic, Steps, Tag, Typography, Upload } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/error';
import { paths } from '../../../shared/config/paths';
import type { Estimate, PlanBody, PlanView } from '../../../shared/contracts/supplier';
import { PLAN_FILE_MAX_BYTES, PLAN_FILE_TYPES, type SAVE_STATES } from '../../../shared/core/supplier';
import { regionsQueryOptions } from '../../../shared/features/compute/api/get-regions';
import { estimateIncome, usePlan, usePlanAction, useSavePlan } from '../../../shared/features/supplier/api/plans';
import { uploadPlanFile } from '../../../shared/features/supplier/api/uploads';
import { PageContainer } from '../../components/PageContainer';
import { StatusPage } from '../../shell/StatusPage';
import { closeTab } from '../../shell/tabs/tab-store';
import { tabStore, useTabState } from '../../shell/tabs/use-tabs';
import { bodyOf, defaultMachine, defaultValues, type DayPreset, type PlanFormValues, valuesOf } from './plan-model';
import { PlanStatusTag } from './status';
import { LinkButton } from '../../components/LinkButton';

type SaveState = (typeof SAVE_STATES)[number];
type PlanFile = NonNullable<PlanBody['files']>[number];
const SAVE_COLORS: Record<SaveState, string> = { saved: 'success', saving: 'processing', failed: 'error' };
const AUTOSAVE_MS = 1200;
const LAST_STEP = 4;

/**
 * /bss-profit/add-or-update/{id?}: the plan wizard. The step counter starts at 0; the mode is add
 * without an id and update with one. While the supplier types, the draft is saved on its own
 * (saved | saving | failed) and the weekly income is estimated from the market; reset restores
 * the defaults.
 */
export default function PlanFormPage() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const [planId, setPlanId] = useState<number | undefined>(params.id ? Number(params.id) : undefined);
  const mode: 'add' | 'update' = planId ? 'update' : 'add';
  const { data: loaded, isError, isLoading } = usePlan(params.id);
  const { data: regions = [] } = useQuery(regionsQueryOptions());
  const save = useSavePlan();
  const act = usePlanAction();
  const [form] = Form.useForm<PlanFormValues>();
  const arrived = useLocation().state as { fromCreate?: boolean; step?: number } | null;
  const [step, setStep] = useState(arrived?.step ?? 0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const [files, setFiles] = useState<PlanFile[]>([]);
  const [saveState, setSaveState] = useState<SaveState | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [plan, setPlan] = useState<PlanView | undefined>();
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const version = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const estimateTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef<Promise<PlanView | null> | null>(null);
  const idRef = useRef(planId);
  idRef.current = planId;
  const filesRef = useRef(files);
  filesRef.current = files;

  const editable = !plan || plan.actions.includes('update');

  // The first save of a new plan moves it to its own address, on the step the supplier was at; the
  // blank "new plan" tab it came from closes once this one is active.
  const location = useLocation();
  const fromCreate = Boolean(arrived?.fromCreate);
  const { activeKey } = useTabState();
  useEffect(() => {
    if (fromCreate && activeKey === location.pathname) tabStore.update((state) => closeTab(state, paths.bssProfitAdd.getHref()));
  }, [fromCreate, activeKey, location.pathname]);

  // The stored plan fills the form once; later answers (after each save) must not overwrite what is being typed.
  const hydrated = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    setPlan(loaded);
    if (hydrated.current) return;
    hydrated.current = true;
    version.current = loaded.version;
    form.setFieldsValue(valuesOf(loaded));
    setFiles(loaded.files as PlanFile[]);
    setSaveState('saved');
  }, [loaded, form]);

  const runEstimate = useCallback(() => {
    if (estimateTimer.current) clearTimeout(estimateTimer.current);
    estimateTimer.current = setTimeout(() => {
      const body = bodyOf(form.getFieldsValue(true) as PlanFormValues, []);
      estimateIncome({ machines: body.machines, saleTime: body.saleTime, minIncomeWeekly: body.minIncomeWeekly || undefined })
        .then(setEstimate)
        .catch(() => undefined);
    }, 500);
  }, [form]);

  useEffect(() => {
    runEstimate();
  }, [runEstimate, loaded]);

  /** Save the draft now. Answers the saved plan, or null when it could not be saved. */
  const saveNow = useCallback(
    async (silent: boolean): Promise<PlanView | null> => {
      if (saving.current) await saving.current;
      const values = form.getFieldsValue(true) as PlanFormValues;
      if (!values.planName?.trim()) {
        if (!silent) {
          setStep(0);
          await form.validateFields(['planName']).catch(() => undefined);
        }
        return null;
      }
      const body = bodyOf(values, filesRef.current);
      setSaveState('saving');
      const run = save
        .mutateAsync({ body: idRef.current ? { ...body, id: idRef.current, version: version.current } : body, silent })
        .then((saved) => {
          version.current = saved.version;
          setPlan(saved);
          setSaveState('saved');
          setSaveError(null);
          if (!idRef.current) {
            idRef.current = saved.id;
            setPlanId(saved.id);
            void navigate(paths.bssProfitEdit.getHref(saved.id), { replace: true, state: { fromCreate: true, step: stepRef.current } });
          }
          // New machines get their key from the server; later saves send it back, so the market keeps their hosts.
          saved.machines.forEach((machine, index) => {
            if (!form.getFieldValue(['machines', index, 'key'])) form.setFieldValue(['machines', index, 'key'], machine.key);
          });
          return saved;
        })
        .catch((error: unknown) => {
          setSaveState('failed');
          setSaveError(error instanceof ApiError ? error.message : String(error));
          if (error instanceof ApiError && Array.isArray(error.data)) {
            form.setFields((error.data as { field: string; message: string }[]).map((item) => ({ name: item.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [item.message] })) as never);
          }
          return null;
        });
      saving.current = run;
      const result = await run;
      saving.current = null;
      return result;
    },
    [form, navigate, save],
  );

  const scheduleSave = useCallback(() => {
    if (!editable) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(true), AUTOSAVE_MS);
  }, [editable, saveNow]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (estimateTimer.current) clearTimeout(estimateTimer.current);
    },
    [],
  );

  const onValuesChange = () => {
    scheduleSave();
    runEstimate();
  };

  const reset = () => {
    form.resetFields();
    form.setFieldsValue(defaultValues());
    setFiles([]);
    setStep(0);
    onValuesChange();
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      if (timer.current) clearTimeout(timer.current);
      await form.validateFields();
      const saved = await saveNow(false);
      if (!saved) return;
      await act.mutateAsync({ action: 'launchExamine', id: saved.id });
      message.success(t('supplier.form.submitted'));
      void navigate(paths.bssProfit.getHref());
    } catch {
      // Field errors show on the form; call errors have shown their message.
    } finally {
      setSubmitting(false);
    }
  };

  const upload = async (file: File, kind: 'photo' | 'report') => {
    try {
      const stored = await uploadPlanFile(file);
      setFiles((current) => [...current, { key: stored.key, name: file.name, kind, contentType: stored.contentType as PlanFile['contentType'], size: stored.size }]);
      scheduleSave();
    } catch {
      message.error(t('supplier.form.uploadFailed'));
    }
    return false;
  };

  const initial = useMemo(() => defaultValues(), []);
  const values = Form.useWatch([], form) as PlanFormValues | undefined;
  if (isError) return <StatusPage status={404} />;

  const required = (field: string) => ({ required: true, message: t('supplier.form.required', { field }) });
  const steps = t('supplier.form.steps', { returnObjects: true }) as string[];
  const weekdays = t('supplier.form.weekdays', { returnObjects: true }) as string[];

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
          <Card loading={mode === 'update' && isLoading}>
            <Form<PlanFormValues> form={form} name={`supplier-plan-${params.id ?? 'new'}`} layout="vertical" initialValues={initial} onValuesChange={onValuesChange} disabled={!editable}>
              <div hidden={step !== 0}>
                <Form.Item name="planType" label={t('supplier.form.planType')}>
                  <Radio.Group optionType="button" options={(['physical_machine', 'open_api'] as const).map((value) => ({ value, label: t(`supplier.form.planTypes.${value}`) }))} />
                </Form.Item>
                <Form.Item name="planName" label={t('supplier.form.planName')} rules={[required(t('supplier.form.planName'))]}>
                  <Input maxLength={64} placeholder="杭州 4090 集群" />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name="expectedIncomeWeekly" label={t('supplier.form.expectedIncomeWeekly')} rules={[required(t('supplier.form.expectedIncomeWeekly'))]}>
                      <InputNumber<string> min="0" step="100" precision={2} stringMode style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="minIncomeWeekly" label={t('supplier.form.minIncomeWeekly')} extra={t('supplier.form.minIncomeHint')} rules={[required(t('supplier.form.minIncomeWeekly'))]}>
                      <InputNumber<string> min="0" step="100" precision={2} stringMode style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                </Row>
              </div>

              <div hidden={step !== 1}>
                <Form.List name="machines">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field, index) => {
                        const bare = values?.machines?.[index]?.resourceType === 'TG_BMS';
                        const item = (name: string | string[], label: string, node: React.ReactNode, span = 8) => (
                          <Col xs={24} md={span}>
                            <Form.Item name={[field.name, ...(Array.isArray(name) ? name : [name])]} label={label} rules={[required(label)]}>
                              {node}
                            </Form.Item>
                          </Col>
                        );
                        const num = (min = 1) => <InputNumber min={min} style={{ width: '100%' }} />;
                        return (
                          <Card
                            key={field.key}
                            size="small"
                            type="inner"
                            style={{ marginBottom: 16 }}
                            title={t('supplier.form.machine', { index: index + 1 })}
                            extra={
                              fields.length > 1 && (
                                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                                  {t('supplier.form.removeMachine')}
                                </Button>
                              )
                            }
                          >
                            <Row gutter={12}>
                              {item(
                                'resourceType',
                                t('supplier.form.resourceType'),
                                <Select options={(['TG_ECS', 'TG_BMS'] as const).map((value) => ({ value, label: t(`supplier.form.resourceTypes.${value}`) }))} />,
                                12,
                              )}
                              {item('regionCode', t('supplier.form.regionCode'), <Select options={regions.map((r) => ({ value: r.code, label: r.name }))} />, 6)}
                              {item('quantity', t('supplier.form.quantity'), num(), 6)}
                              {item('gpuModel', t('supplier.form.gpuModel'), <Input maxLength={32} />)}
                              {item('gpuCount', t('supplier.form.gpuCount'), <InputNumber min={0} max={16} style={{ width: '100%' }} />)}
                              {item('gpuVram', t('supplier.form.gpuVram'), num())}
                              {item('cpuModel', t('supplier.form.cpuModel'), <Input maxLength={64} />)}
                              {item('cpuCores', t('supplier.form.cpuCores'), num())}
                              {item('ramGb', t('supplier.form.ramGb'), num())}
                              {item('diskGb', t('supplier.form.diskGb'), num())}
                              {item('bandwidthMbps', t('supplier.form.bandwidthMbps'), num())}
                              {item('publicIp', t('supplier.form.publicIp'), <Input maxLength={15} placeholder="203.0.113.10" />)}
                              {item('sshPort', t('supplier.form.sshPort'), num())}
                              {item('driverVersion', t('supplier.form.driverVersion'), <Input maxLength={32} />)}
                              {item('cudaVersion', t('supplier.form.cudaVersion'), <Input maxLength={5} />)}
                              {bare ? (
                                <>
                                  {item(['prices', 'month'], t('supplier.form.priceMonth'), <InputNumber<string> min="0" precision={2} stringMode style={{ width: '100%' }} />)}
                                  {item(['prices', 'quarter'], t('supplier.form.priceQuarter'), <InputNumber<string> min="0" precision={2} stringMode style={{ width: '100%' }} />)}
                                  {item(['prices', 'year'], t('supplier.form.priceYear'), <InputNumber<string> min="0" precision={2} stringMode style={{ width: '100%' }} />)}
                                </>
                              ) : (
                                <>
                                  {item(['prices', 'day'], t('supplier.form.priceDay'), <InputNumber<string> min="0" step="0.1" precision={4} stringMode style={{ width: '100%' }} />, 12)}
                                  {item(['prices', 'night'], t('supplier.form.priceNight'), <InputNumber<string> min="0" step="0.1" precision={4} stringMode style={{ width: '100%' }} />, 12)}
                                </>
                              )}
                            </Row>
                          </Card>
                        );
                      })}
                      <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(defaultMachine())}>
                        {t('supplier.form.addMachine')}
                      </Button>
                    </>
                  )}
                </Form.List>
              </div>

              <div hidden={step !== 2}>
                <Typography.Paragraph type="secondary">{t('supplier.form.windowsHint')}</Typography.Paragraph>
                <Form.List name="days">
                  {(fields) =>
                    fields.map((field, index) => (
                      <Form.Item key={field.key} name={field.name} label={weekdays[index]} style={{ marginBottom: 12 }}>
                        <Radio.Group
                          size="small"
                          optionType="button"
                          options={(['all', 'day', 'night', 'none'] as DayPreset[]).map((value) => ({
                            value,
                            label: t(`supplier.form.preset${value[0]!.toUpperCase()}${value.slice(1)}`),
                          }))}
                        />
                      </Form.Item>
                    ))
                  }
                </Form.List>
                <Form.Item name="endDate" label={t('supplier.form.endDate')} rules={[required(t('supplier.form.endDate'))]}>
                  <Input type="date" style={{ maxWidth: 220 }} />
                </Form.Item>
              </div>

              <div hidden={step !== 3}>
                <Typography.Paragraph type="secondary">{t('supplier.form.filesHint')}</Typography.Paragraph>
                <Space wrap style={{ marginBottom: 16 }}>
                  {(['photo', 'report'] as const).map((kind) => (
                    <Upload
                      key={kind}
                      accept={kind === 'photo' ? 'image/png,image/jpeg,image/webp' : 'application/pdf'}
                      showUploadList={false}
                      beforeUpload={(file) => {
                        if (!(PLAN_FILE_TYPES as readonly string[]).includes(file.type) || file.size > PLAN_FILE_MAX_BYTES) {
                          message.error(t('supplier.form.filesHint'));
                          return Upload.LIST_IGNORE;
                        }
                        void upload(file, kind);
                        return false;
                      }}
                    >
                      <Button icon={<UploadOutlined />}>
                        {t('supplier.form.upload')}：{t(`supplier.form.fileKinds.${kind}`)}
                      </Button>
                    </Upload>
                  ))}
                </Space>
                <List
                  bordered
                  dataSource={files}
                  locale={{ emptyText: '—' }}
                  renderItem={(file) => (
                    <List.Item
                      actions={[
                        <Button
                          key="remove"
                          size="small"
                          danger
                          disabled={!editable}
                          onClick={() => {
                            setFiles((current) => current.filter((f) => f.key !== file.key));
                            scheduleSave();
                          }}
                        >
                          {t('supplier.form.removeMachine')}
                        </Button>,
                      ]}
                    >
                      <Space>
                        <Tag>{t(`supplier.form.fileKinds.${file.kind}`)}</Tag>
                        {file.name}
                        <Typography.Text type="secondary">{(file.size / 1024).toFixed(0)} KB</Typography.Text>
                      </Space>
                    </List.Item>
                  )}
                />
              </div>

              <div hidden={step !== LAST_STEP}>
                <Descriptions title={t('supplier.form.summary')} column={1} bordered size="small">
                  <Descriptions.Item label={t('supplier.form.planName')}>{values?.planName || '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('supplier.form.expectedIncomeWeekly')}>¥{values?.expectedIncomeWeekly}</Descriptions.Item>
                  <Descriptions.Item label={t('supplier.form.minIncomeWeekly')}>¥{values?.minIncomeWeekly}</Descriptions.Item>
                  <Descriptions.Item label={t('supplier.plans.machines')}>
                    {t('supplier.form.summaryMachines', {
                      count: values?.machines?.length ?? 0,
                      gpus: (values?.machines ?? []).reduce((sum, m) => sum + (Number(m?.gpuCount) || 0) * (Number(m?.quantity) || 0), 0),
                    })}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('supplier.form.windows')}>
                    {t('supplier.form.summaryWindows', { count: (values?.days ?? []).filter((d) => d !== 'none').length, date: values?.endDate })}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('supplier.form.files')}>{files.length}</Descriptions.Item>
                </Descriptions>
              </div>
            </Form>
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
                <Button onClick={() => void saveNow(false)} loading={saveState === 'saving'}>
                  {t('supplier.form.saveNow')}
                </Button>
              )}
              {editable && (
                <Popconfirm title={t('supplier.form.resetConfirm')} onConfirm={reset}>
                  <Button>{t('supplier.form.reset')}</Button>
                </Popconfirm>
              )}
              {step === LAST_STEP && editable && (
                <Button type="primary" loading={submitting} onClick={() => void submit()}>
                  {t('supplier.form.submit')}
                </Button>
              )}
            </Space>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('supplier.form.estimate')} size="small" data-testid="income-estimate">
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('supplier.form.estimateHint')}
            </Typography.Paragraph>
            <Row gutter={8}>
              {(['low', 'typical', 'high'] as const).map((level) => (
                <Col span={8} key={level}>
                  <Statistic title={t(`supplier.form.${level}`)} prefix="¥" value={estimate?.[level] ?? '—'} valueStyle={{ fontSize: 18 }} />
                </Col>
              ))}
            </Row>
            {estimate && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
                {t('supplier.form.cardHours', { hours: estimate.cardHours })}
                {estimate.comparables.map((c) => (
                  <span key={c.gpuModel} style={{ display: 'block' }}>
                    {c.offers > 0
                      ? t('supplier.form.comparables', { model: c.gpuModel, offers: c.offers, lowest: c.lowest, highest: c.highest })
                      : t('supplier.form.noComparables', { model: c.gpuModel })}
                  </span>
                ))}
              </Typography.Paragraph>
            )}
            {estimate?.warning && <Alert type="warning" showIcon message={estimate.warning} data-testid="estimate-warning" />}
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
