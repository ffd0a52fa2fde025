import { EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Form, Space, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { AdminContent, ContentKind } from '../../../shared/contracts/content-admin';
import { REPORT_MAX_BYTES } from '../../../shared/core/content';
import { useContentItem, useSaveContent, useUploadReport } from '../../../shared/features/content/api/content-admin';
import { applyFieldErrors } from '../../../shared/ui/field-errors';
import { fromPicker, pickerValue } from '../../components/picker-time';
import { ContentFields } from './ContentFields';
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
        <ContentFields kind={kind} />
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
