import { EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Select, Space, Switch, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { AdminContent, ContentKind } from '../../../shared/contracts/content-admin';
import { AGREEMENT_IDS, ANNOUNCEMENT_PAGES, REPORT_MAX_BYTES } from '../../../shared/core/content';
import { useContentItem, useSaveContent, useUploadReport } from '../../../shared/features/content/api/content-admin';
import { applyFieldErrors } from '../../../shared/ui/field-errors';
import { fromPicker, pickerValue } from '../../components/picker-time';
import { ContentPreview, type PreviewValues } from './ContentPreview';

/** Form values: the kind's fields, with times as pickers hold them. */
type Values = Record<string, unknown> & { endAt?: Dayjs | null; effectiveAt?: Dayjs | null };

/** The item's fields as the form starts from. */
function initialValues(kind: ContentKind, item?: AdminContent): Values {
  if (!item) {
    switch (kind) {
      case 'announcement':
        return { applicablePages: ['home'], sort: 0 };
      case 'knowledge':
        return { tags: [], pageCount: 0 };
      case 'carousel':
        return { sort: 0, loginRequired: false, subtitle: '' };
      default:
        return {};
    }
  }
  const data = { ...(item.data as Record<string, unknown>) };
  if (item.kind === 'announcement') data.endAt = item.data.endAt ? pickerValue(item.data.endAt) : null;
  if (item.kind === 'agreement') data.effectiveAt = pickerValue(item.data.effectiveAt);
  return data;
}

/** The body the gateway takes: the kind's fields only, times in Beijing time. */
function bodyOf(kind: ContentKind, values: Values): Record<string, unknown> {
  const pick = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, values[key]]));
  switch (kind) {
    case 'announcement':
      return { ...pick('content', 'applicablePages', 'sort'), endAt: values.endAt ? fromPicker(values.endAt) : null };
    case 'knowledge':
      return pick('title', 'summary', 'category', 'tags', 'coverUrl', 'author', 'content', 'pageCount');
    case 'article':
      return pick('title', 'summary', 'thumbnail', 'category', 'author', 'content');
    case 'news':
      return pick('title', 'desc', 'coverImg', 'content');
    case 'carousel':
      return pick('title', 'subtitle', 'imageUrl', 'buttonText', 'link', 'loginRequired', 'sort');
    case 'agreement':
      return { ...pick('docKey', 'version', 'title', 'content'), effectiveAt: values.effectiveAt ? fromPicker(values.effectiveAt) : undefined };
  }
}

/** What the preview reads of the form: the same fields, times as ISO. */
export function previewValuesOf(kind: ContentKind, values: Values, item?: AdminContent): PreviewValues {
  const body = bodyOf(kind, values);
  return item?.kind === 'knowledge' ? { ...body, fileName: item.data.fileName } : body;
}

/**
 * Create or edit one item of a kind, in a drawer: the kind's fields, a preview of what the
 * storefront will show, and for knowledge items the report upload.
 */
export function ContentForm({ kind, item, open, onClose }: { kind: ContentKind; item?: AdminContent; open: boolean; onClose: (saved?: AdminContent) => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveContent(kind);
  const [preview, setPreview] = useState<PreviewValues | null>(null);
  const kindName = t(`contentAdmin.title.${kind}`);
  // The report's name and downloads follow uploads while the drawer is open.
  const fresh = useContentItem(kind, open ? item?.id : undefined).data ?? item;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues(kind, item) as never);
  }, [open, kind, item, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const saved = await save.mutateAsync({ id: item?.id, body: bodyOf(kind, values) });
      message.success(t('contentAdmin.saved'));
      onClose(saved);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  const required = [{ required: true, whitespace: true }];
  const urlRule = { pattern: /^(\/(?!\/)|https:\/\/)\S*$/, message: t('contentAdmin.fields.urlHint') };
  const body = (
    <Form.Item name="content" label={t('contentAdmin.fields.body')} extra={t('contentAdmin.fields.bodyHint')} rules={required}>
      <Input.TextArea rows={12} maxLength={kind === 'agreement' ? 100_000 : 50_000} />
    </Form.Item>
  );

  return (
    <Drawer
      open={open}
      width={720}
      title={item ? t('contentAdmin.editTitle', { kind: kindName }) : t('contentAdmin.addTitle', { kind: kindName })}
      onClose={() => onClose()}
      destroyOnHidden
      extra={
        <Space>
          <Button icon={<EyeOutlined />} onClick={() => setPreview(previewValuesOf(kind, form.getFieldsValue(true), item))}>
            {t('contentAdmin.preview')}
          </Button>
          <Button type="primary" onClick={submit} loading={save.isPending}>
            {t('contentAdmin.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        {kind === 'announcement' && (
          <>
            <Form.Item name="content" label={t('contentAdmin.fields.content')} extra={t('contentAdmin.fields.contentHint')} rules={required}>
              <Input.TextArea rows={4} maxLength={1000} />
            </Form.Item>
            <Form.Item name="applicablePages" label={t('contentAdmin.fields.applicablePages')} rules={[{ required: true, type: 'array', min: 1 }]}>
              <Checkbox.Group options={ANNOUNCEMENT_PAGES.map((page) => ({ value: page, label: t(`contentAdmin.pages.${page}`) }))} />
            </Form.Item>
            <Space wrap size="large">
              <Form.Item name="endAt" label={t('contentAdmin.fields.endAt')}>
                <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" needConfirm={false} style={{ width: 240 }} />
              </Form.Item>
              <Form.Item name="sort" label={t('contentAdmin.fields.sort')}>
                <InputNumber min={0} max={9999} precision={0} />
              </Form.Item>
            </Space>
          </>
        )}

        {(kind === 'knowledge' || kind === 'article' || kind === 'news') && (
          <Form.Item name="title" label={t('contentAdmin.fields.title')} rules={required}>
            <Input maxLength={100} />
          </Form.Item>
        )}
        {(kind === 'knowledge' || kind === 'article') && (
          <>
            <Form.Item name="summary" label={t('contentAdmin.fields.summary')} rules={required}>
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
            <Space wrap size="large">
              <Form.Item name="category" label={t('contentAdmin.fields.category')} rules={required}>
                <Input maxLength={32} style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name="author" label={t('contentAdmin.fields.author')} rules={required}>
                <Input maxLength={32} style={{ width: 200 }} />
              </Form.Item>
              {kind === 'knowledge' && (
                <Form.Item name="pageCount" label={t('contentAdmin.fields.pageCount')}>
                  <InputNumber min={0} max={10000} precision={0} />
                </Form.Item>
              )}
            </Space>
          </>
        )}
        {kind === 'knowledge' && (
          <>
            <Form.Item name="tags" label={t('contentAdmin.fields.tags')} extra={t('contentAdmin.fields.tagsHint')}>
              <Select mode="tags" maxCount={8} open={false} tokenSeparators={[',', '，']} />
            </Form.Item>
            <Form.Item name="coverUrl" label={t('contentAdmin.fields.coverUrl')} extra={t('contentAdmin.fields.urlHint')} rules={[...required, urlRule]}>
              <Input maxLength={256} placeholder="/media/knowledge/cover.svg" />
            </Form.Item>
          </>
        )}
        {kind === 'article' && (
          <Form.Item name="thumbnail" label={t('contentAdmin.fields.thumbnail')} extra={t('contentAdmin.fields.urlHint')} rules={[...required, urlRule]}>
            <Input maxLength={256} placeholder="/media/articles/cover.svg" />
          </Form.Item>
        )}
        {kind === 'news' && (
          <>
            <Form.Item name="desc" label={t('contentAdmin.fields.desc')} rules={required}>
              <Input.TextArea rows={3} maxLength={300} />
            </Form.Item>
            <Form.Item name="coverImg" label={t('contentAdmin.fields.coverImg')} extra={t('contentAdmin.fields.urlHint')} rules={[...required, urlRule]}>
              <Input maxLength={256} placeholder="/media/news/cover.svg" />
            </Form.Item>
          </>
        )}
        {(kind === 'knowledge' || kind === 'article' || kind === 'news') && body}

        {kind === 'carousel' && (
          <>
            <Form.Item name="title" label={t('contentAdmin.fields.title')} rules={required}>
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="subtitle" label={t('contentAdmin.fields.subtitle')}>
              <Input maxLength={80} />
            </Form.Item>
            <Form.Item name="imageUrl" label={t('contentAdmin.fields.imageUrl')} extra={t('contentAdmin.fields.urlHint')} rules={[...required, urlRule]}>
              <Input maxLength={256} placeholder="/media/home/slide-space.svg" />
            </Form.Item>
            <Space wrap size="large">
              <Form.Item name="buttonText" label={t('contentAdmin.fields.buttonText')} rules={required}>
                <Input maxLength={12} style={{ width: 180 }} />
              </Form.Item>
              <Form.Item name="link" label={t('contentAdmin.fields.link')} rules={[...required, { pattern: /^\/(?!\/)\S*$/, message: t('contentAdmin.fields.link') }]}>
                <Input maxLength={256} placeholder="/gpu-market" style={{ width: 260 }} />
              </Form.Item>
              <Form.Item name="sort" label={t('contentAdmin.fields.sort')}>
                <InputNumber min={0} max={9999} precision={0} />
              </Form.Item>
            </Space>
            <Form.Item name="loginRequired" label={t('contentAdmin.fields.loginRequired')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}

        {kind === 'agreement' && (
          <>
            <Space wrap size="large">
              <Form.Item name="docKey" label={t('contentAdmin.fields.docKey')} rules={[{ required: true }]}>
                <Select style={{ width: 220 }} options={AGREEMENT_IDS.map((id) => ({ value: id, label: t(`contentAdmin.agreements.${id}`) }))} />
              </Form.Item>
              <Form.Item name="version" label={t('contentAdmin.fields.version')} extra={t('contentAdmin.fields.versionHint')} rules={required}>
                <Input maxLength={16} style={{ width: 180 }} />
              </Form.Item>
              <Form.Item name="effectiveAt" label={t('contentAdmin.fields.effectiveAt')} rules={[{ required: true }]}>
                <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" needConfirm={false} style={{ width: 220 }} />
              </Form.Item>
            </Space>
            <Form.Item name="title" label={t('contentAdmin.fields.agreementTitle')} rules={required}>
              <Input maxLength={64} />
            </Form.Item>
            {body}
          </>
        )}
      </Form>

      {kind === 'knowledge' && <ReportField item={fresh} />}

      <Drawer open={preview !== null} width={960} title={t('contentAdmin.previewTitle')} onClose={() => setPreview(null)} destroyOnHidden>
        {preview && <ContentPreview kind={kind} values={preview} publishTime={item?.publishTime} />}
      </Drawer>
    </Drawer>
  );
}

/** A knowledge item's report: upload or replace the PDF (once the item is saved). */
function ReportField({ item }: { item?: AdminContent }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const upload = useUploadReport();
  if (item?.kind !== 'knowledge') return <p>{t('contentAdmin.report.saveFirst')}</p>;
  const { fileName, fileSize, downloadCount } = item.data;
  return (
    <section aria-label={t('contentAdmin.report.title')}>
      <h3>{t('contentAdmin.report.title')}</h3>
      <p>
        {fileName
          ? `${fileName}（${t('contentAdmin.report.size', { size: ((fileSize ?? 0) / 1024 / 1024).toFixed(2) })}，${t('contentAdmin.report.downloads', { count: downloadCount })}）`
          : t('contentAdmin.report.none')}
      </p>
      <Upload
        accept="application/pdf,.pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.size > REPORT_MAX_BYTES) message.error(t('contentAdmin.report.tooLarge'));
          else if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') message.error(t('contentAdmin.report.notPdf'));
          else upload.mutate({ id: item.id, file }, { onSuccess: () => message.success(t('contentAdmin.report.uploaded')) });
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {fileName ? t('contentAdmin.report.replace') : t('contentAdmin.report.upload')}
        </Button>
      </Upload>
    </section>
  );
}
