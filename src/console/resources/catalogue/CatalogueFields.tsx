import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { MODEL_LANGUAGES, MODEL_LIBRARIES, MODEL_LICENSES, MODEL_TASKS } from '../../../shared/core/ai';
import { CARD_NAME_MAX, CARD_PUBLISHER_MAX, CARD_README_MAX, CARD_SUMMARY_MAX, CARD_TAGS_MAX } from '../../../shared/core/catalogue';
import { DATASET_LANGUAGES, DATASET_LICENSES, DATASET_MODALITIES, DATASET_TASKS } from '../../../shared/core/dataset';
import type { CatalogueKind } from '../../../shared/features/catalogue-admin/api/catalogue-admin';
import { useTranslation } from '../../../shared/i18n';

const required = [{ required: true, whitespace: true }];
const ID_PATTERN = { pattern: /^[A-Za-z0-9._-]{1,96}$/, message: '只能包含字母、数字、点、下划线和连字符' };
const options = (entries: Record<string, string | { name: string }>) => Object.entries(entries).map(([value, label]) => ({ value, label: typeof label === 'string' ? `${label}（${value}）` : label.name }));

/** What both kinds of card carry: id, publisher, name, summary, tags. */
function CardFields({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('console');
  const idField = kind === 'model' ? 'modelId' : 'datasetId';
  return (
    <>
      <Space wrap size="middle" style={{ display: 'flex' }} align="start">
        <Form.Item name={idField} label={t(`catalogueAdmin.fields.${idField}`)} extra={t(`catalogueAdmin.fields.${idField}Hint`)} rules={[...required, ID_PATTERN]} style={{ width: 300 }}>
          <Input maxLength={96} />
        </Form.Item>
        <Form.Item name="publisher" label={t('catalogueAdmin.fields.publisher')} rules={[...required, { pattern: /^[A-Za-z0-9._-]+$/, message: ID_PATTERN.message }]} style={{ width: 240 }}>
          <Input maxLength={CARD_PUBLISHER_MAX} />
        </Form.Item>
      </Space>
      <Form.Item name="name" label={t('catalogueAdmin.fields.name')} rules={required}>
        <Input maxLength={CARD_NAME_MAX} />
      </Form.Item>
      <Form.Item name="summary" label={t('catalogueAdmin.fields.summary')} rules={required}>
        <Input.TextArea rows={2} maxLength={CARD_SUMMARY_MAX} showCount />
      </Form.Item>
    </>
  );
}

function TagsField() {
  const { t } = useTranslation('console');
  return (
    <Form.Item name="tags" label={t('catalogueAdmin.fields.tags')} extra={t('catalogueAdmin.fields.tagsHint')} rules={[{ type: 'array', max: CARD_TAGS_MAX }]}>
      <Select mode="tags" tokenSeparators={[',', '，']} open={false} suffixIcon={null} />
    </Form.Item>
  );
}

function ReadmeField() {
  const { t } = useTranslation('console');
  return (
    <Form.Item name="readme" label={t('catalogueAdmin.fields.readme')} extra={t('catalogueAdmin.fields.readmeHint')}>
      <Input.TextArea rows={12} maxLength={CARD_README_MAX} style={{ fontFamily: 'var(--ant-font-family-code)' }} />
    </Form.Item>
  );
}

/** A gated model's questions: the access request's form fields. */
function QuestionsField() {
  const { t } = useTranslation('console');
  return (
    <Form.List name="accessQuestions">
      {(rows, { add, remove }) => (
        <Form.Item label={t('catalogueAdmin.fields.questions')}>
          {rows.map((row) => (
            <Space key={row.key} align="baseline" wrap>
              <Form.Item name={[row.name, 'key']} rules={[{ required: true, pattern: /^[a-z][a-z0-9_]{0,31}$/, message: 'a-z、0-9、_' }]}>
                <Input placeholder={t('catalogueAdmin.fields.questionKey')} style={{ width: 120 }} maxLength={32} />
              </Form.Item>
              <Form.Item name={[row.name, 'label']} rules={required}>
                <Input placeholder={t('catalogueAdmin.fields.questionLabel')} style={{ width: 220 }} maxLength={60} />
              </Form.Item>
              <Form.Item name={[row.name, 'required']} valuePropName="checked">
                <Checkbox>{t('catalogueAdmin.fields.questionRequired')}</Checkbox>
              </Form.Item>
              <Form.Item name={[row.name, 'multiline']} valuePropName="checked">
                <Checkbox>{t('catalogueAdmin.fields.questionMultiline')}</Checkbox>
              </Form.Item>
              <MinusCircleOutlined onClick={() => remove(row.name)} aria-label="remove" />
            </Space>
          ))}
          {rows.length < 10 && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ key: `q${rows.length + 1}`, label: '', required: true, multiline: false })}>
              {t('catalogueAdmin.fields.addQuestion')}
            </Button>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}

function ModelFields() {
  const { t } = useTranslation('console');
  const gated = Form.useWatch('gated');
  const number = (name: string, max: number, width = 160) => (
    <Form.Item name={name} label={t(`catalogueAdmin.fields.${name}`)} style={{ width }}>
      <InputNumber min={1} max={max} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <>
      <CardFields kind="model" />
      <Space wrap size="middle" style={{ display: 'flex' }}>
        <Form.Item name="task" label={t('catalogueAdmin.fields.task')} rules={[{ required: true }]} style={{ width: 240 }}>
          <Select options={options(MODEL_TASKS)} />
        </Form.Item>
        <Form.Item name="library" label={t('catalogueAdmin.fields.library')} rules={[{ required: true }]} style={{ width: 200 }}>
          <Select options={MODEL_LIBRARIES.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="license" label={t('catalogueAdmin.fields.license')} rules={[{ required: true }]} style={{ width: 240 }}>
          <Select options={options(MODEL_LICENSES)} />
        </Form.Item>
      </Space>
      <Space wrap size="middle" style={{ display: 'flex' }}>
        <Form.Item name="baseModel" label={t('catalogueAdmin.fields.baseModel')} style={{ width: 280 }}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="languages" label={t('catalogueAdmin.fields.languages')} style={{ width: 300 }}>
          <Select mode="multiple" options={options(MODEL_LANGUAGES)} maxCount={8} />
        </Form.Item>
      </Space>
      <TagsField />
      <Space wrap size="middle" style={{ display: 'flex' }} align="start">
        <Form.Item name="params" label={t('catalogueAdmin.fields.params')} extra={t('catalogueAdmin.fields.paramsHint')} rules={[{ required: true }]} style={{ width: 260 }}>
          <InputNumber min={1} max={10_000_000_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        {number('contextLength', 1_048_576)}
      </Space>
      <Space wrap size="middle" style={{ display: 'flex' }}>
        {number('layers', 1000, 120)}
        {number('kvHeads', 1024, 120)}
        {number('headDim', 4096, 120)}
      </Space>
      <Form.Item name="gated" label={t('catalogueAdmin.fields.gated')} extra={t('catalogueAdmin.fields.gatedHint')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {gated && <QuestionsField />}
      <ReadmeField />
    </>
  );
}

function DatasetFields() {
  const { t } = useTranslation('console');
  return (
    <>
      <CardFields kind="dataset" />
      <Space wrap size="middle" style={{ display: 'flex' }}>
        <Form.Item name="task" label={t('catalogueAdmin.fields.task')} rules={[{ required: true }]} style={{ width: 240 }}>
          <Select options={options(DATASET_TASKS)} />
        </Form.Item>
        <Form.Item name="modality" label={t('catalogueAdmin.fields.modality')} rules={[{ required: true }]} style={{ width: 180 }}>
          <Select options={options(DATASET_MODALITIES)} />
        </Form.Item>
        <Form.Item name="license" label={t('catalogueAdmin.fields.license')} rules={[{ required: true }]} style={{ width: 240 }}>
          <Select options={options(DATASET_LICENSES)} />
        </Form.Item>
      </Space>
      <Form.Item name="languages" label={t('catalogueAdmin.fields.languages')} style={{ maxWidth: 300 }}>
        <Select mode="multiple" options={options(DATASET_LANGUAGES)} />
      </Form.Item>
      <TagsField />
      <ReadmeField />
    </>
  );
}

/** A card's fields for its kind. */
export function CatalogueFields({ kind }: { kind: CatalogueKind }) {
  return kind === 'model' ? <ModelFields /> : <DatasetFields />;
}
