import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space, Switch, Upload } from 'antd';
import type { ContentKind } from '../../../shared/contracts/content-admin';
import { AGREEMENT_IDS, ANNOUNCEMENT_PAGES, COVER_MAX_BYTES } from '../../../shared/core/content';
import { useUploadCover } from '../../../shared/features/content/api/content-admin';
import { useTranslation } from '../../../shared/i18n';

const required = [{ required: true, whitespace: true }];

/** An image or a page of the product, or an https address. */
function useUrlRule() {
  const { t } = useTranslation('console');
  return { pattern: /^(\/(?!\/)|https:\/\/)\S*$/, message: t('contentAdmin.fields.urlHint') };
}

/** An image address, typed or uploaded (the upload fills in the address the gateway answers). */
function ImageField({ name, label, placeholder }: { name: string; label: string; placeholder: string }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const upload = useUploadCover();
  const urlRule = useUrlRule();
  return (
    <Form.Item label={label} required extra={t('contentAdmin.fields.imageHint')}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={[...required, urlRule]}>
          <Input maxLength={256} placeholder={placeholder} aria-label={label} />
        </Form.Item>
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > COVER_MAX_BYTES) message.error(t('contentAdmin.fields.imageTooBig'));
            else upload.mutate(file, { onSuccess: ({ url }) => form.setFieldValue(name, url) });
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {t('contentAdmin.fields.imageUpload')}
          </Button>
        </Upload>
      </Space.Compact>
    </Form.Item>
  );
}

/** An item's title, required, of at most `max` characters. */
function TitleField({ max, label }: { max: number; label?: string }) {
  const { t } = useTranslation('console');
  return (
    <Form.Item name="title" label={label ?? t('contentAdmin.fields.title')} rules={required}>
      <Input maxLength={max} />
    </Form.Item>
  );
}

/** The Markdown body of posts and agreements. */
function BodyField({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('console');
  return (
    <Form.Item name="content" label={t('contentAdmin.fields.body')} extra={t('contentAdmin.fields.bodyHint')} rules={required}>
      <Input.TextArea rows={12} maxLength={kind === 'agreement' ? 100_000 : 50_000} />
    </Form.Item>
  );
}

function AnnouncementFields() {
  const { t } = useTranslation('console');
  return (
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
  );
}

/** Knowledge items, articles and news: a title, their own fields, and the body. */
function PostFields({ kind }: { kind: 'knowledge' | 'article' | 'news' }) {
  const { t } = useTranslation('console');
  const urlRule = useUrlRule();
  return (
    <>
      <TitleField max={100} />
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
          <ImageField name="coverUrl" label={t('contentAdmin.fields.coverUrl')} placeholder="/media/knowledge/cover.svg" />
        </>
      )}
      {kind === 'article' && (
        <ImageField name="thumbnail" label={t('contentAdmin.fields.thumbnail')} placeholder="/media/articles/cover.svg" />
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
      <BodyField kind={kind} />
    </>
  );
}

function CarouselFields() {
  const { t } = useTranslation('console');
  const urlRule = useUrlRule();
  return (
    <>
      <TitleField max={40} />
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
  );
}

function AgreementFields() {
  const { t } = useTranslation('console');
  return (
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
      <TitleField max={64} label={t('contentAdmin.fields.agreementTitle')} />
      <BodyField kind="agreement" />
    </>
  );
}

/** The fields of one kind of content, inside the editing drawer's form. */
export function ContentFields({ kind }: { kind: ContentKind }) {
  switch (kind) {
    case 'announcement':
      return <AnnouncementFields />;
    case 'carousel':
      return <CarouselFields />;
    case 'agreement':
      return <AgreementFields />;
    default:
      return <PostFields kind={kind} />;
  }
}
