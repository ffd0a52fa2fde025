import { Alert, App, Button, Drawer, Form, Space } from 'antd';
import { useEffect, useState } from 'react';
import { CATALOGUE_EDITABLE } from '../../../shared/core/catalogue';
import { useCatalogueItem, useSaveCatalogueItem, type CatalogueItem, type CatalogueKind } from '../../../shared/features/catalogue-admin/api/catalogue-admin';
import { useTranslation } from '../../../shared/i18n';
import { applyFieldErrors } from '../../../shared/ui/field-errors';
import { CatalogueFields } from './CatalogueFields';
import { CatalogueFiles } from './CatalogueFiles';

type Values = Record<string, unknown>;

const MODEL_KEYS = ['modelId', 'publisher', 'name', 'summary', 'task', 'library', 'baseModel', 'license', 'languages', 'tags', 'params', 'contextLength', 'layers', 'kvHeads', 'headDim', 'gated', 'accessQuestions', 'readme'];
const DATASET_KEYS = ['datasetId', 'publisher', 'name', 'summary', 'task', 'modality', 'license', 'languages', 'tags', 'readme'];

const NEW: Record<CatalogueKind, Values> = {
  model: { task: 'text-generation', library: 'transformers', license: 'apache-2.0', languages: ['zh', 'en'], tags: [], gated: false, accessQuestions: [], readme: '' },
  dataset: { task: 'text-classification', modality: 'text', license: 'cc-by-4.0', languages: ['zh'], tags: [], readme: '' },
};

/** The body the gateway takes: the kind's fields only, empty optional text as null. */
function bodyOf(kind: CatalogueKind, values: Values): Values {
  const keys = kind === 'model' ? MODEL_KEYS : DATASET_KEYS;
  const body = Object.fromEntries(keys.map((key) => [key, values[key] ?? null]));
  for (const key of ['baseModel', 'contextLength', 'layers', 'kvHeads', 'headDim']) if (key in body && (body[key] === '' || body[key] === undefined)) body[key] = null;
  for (const key of ['languages', 'tags', 'accessQuestions']) if (key in body && !body[key]) body[key] = [];
  if (kind === 'model') body.gated = Boolean(body.gated);
  if (!body.readme) body.readme = '';
  return body;
}

/**
 * Create or edit a model or dataset card, in a drawer: its fields and README, then (once saved) its
 * files. An item in review or published shows read-only: it is withdrawn or unpublished first.
 */
export function CatalogueForm({ kind, id, open, onClose }: { kind: CatalogueKind; id?: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveCatalogueItem(kind);
  const [savedId, setSavedId] = useState<number | undefined>(undefined);
  const current = id ?? savedId;
  const { data: item } = useCatalogueItem(kind, open ? current : undefined);
  const editable = !item || CATALOGUE_EDITABLE.includes(item.status);

  useEffect(() => {
    if (!open) {
      setSavedId(undefined);
      return;
    }
    form.resetFields();
    if (!id) form.setFieldsValue(NEW[kind] as never);
  }, [open, id, kind, form]);
  // The form follows the item once it is loaded (and after each save).
  useEffect(() => {
    if (open && item) form.setFieldsValue(item as never);
  }, [open, item, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const saved = (await save.mutateAsync({ id: current, body: bodyOf(kind, { ...form.getFieldsValue(true), ...values }) })) as CatalogueItem<CatalogueKind>;
      message.success(t('catalogueAdmin.saved'));
      setSavedId(saved.id);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  const title = !current ? t(`catalogueAdmin.addTitle.${kind}`) : editable ? t(`catalogueAdmin.editTitle.${kind}`) : t(`catalogueAdmin.viewTitle.${kind}`);
  return (
    <Drawer
      open={open}
      width={820}
      title={item ? `${title}：${item.name}` : title}
      onClose={onClose}
      destroyOnHidden
      extra={
        editable && (
          <Space>
            <Button type="primary" onClick={submit} loading={save.isPending}>
              {t('catalogueAdmin.save')}
            </Button>
          </Space>
        )
      }
    >
      {!editable && <Alert type="info" showIcon message={t('catalogueAdmin.lockedHint')} style={{ marginBottom: 16 }} />}
      {item?.status === 'REJECTED' && item.review?.reason && (
        <Alert type="warning" showIcon message={t('catalogueAdmin.rejectedReason', { reason: item.review.reason })} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" requiredMark={false} disabled={!editable}>
        <CatalogueFields kind={kind} />
      </Form>
      <CatalogueFiles kind={kind} item={item} editable={editable} />
    </Drawer>
  );
}
