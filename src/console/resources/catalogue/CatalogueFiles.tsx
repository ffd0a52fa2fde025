import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { DatasetAdmin, ModelAdmin } from '../../../shared/contracts/catalogue-admin';
import { formatFileSize } from '../../../shared/core/ai';
import { DATASET_FILE_MAX_BYTES, MODEL_FILE_EXTENSIONS, MODEL_FILE_MAX_BYTES } from '../../../shared/core/catalogue';
import { useRemoveCatalogueFile, useUploadCatalogueFile, type CatalogueKind } from '../../../shared/features/catalogue-admin/api/catalogue-admin';
import { useTranslation } from '../../../shared/i18n';

type File = ModelAdmin['files'][number] | DatasetAdmin['files'][number];

/**
 * A card's files: the list (name, size, SHA-256; a dataset's split, rows and whether its statistics
 * are stored) and the upload, which sends the file itself through the gateway to the object store.
 */
export function CatalogueFiles({ kind, item, editable }: { kind: CatalogueKind; item?: ModelAdmin | DatasetAdmin; editable: boolean }) {
  const { t } = useTranslation('console');
  const { message, modal } = App.useApp();
  const upload = useUploadCatalogueFile(kind);
  const remove = useRemoveCatalogueFile(kind);
  const [split, setSplit] = useState('train');
  const max = kind === 'model' ? MODEL_FILE_MAX_BYTES : DATASET_FILE_MAX_BYTES;

  if (!item) {
    return (
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('catalogueAdmin.files.title')}：{t('catalogueAdmin.files.saveFirst')}
      </Typography.Paragraph>
    );
  }
  const files = item.files as File[];
  const send = (file: globalThis.File) => {
    if (file.size > max) message.error(t('catalogueAdmin.files.tooBig', { max: max / 1024 / 1024 }));
    else if (kind === 'dataset' && !split.trim()) message.error(t('catalogueAdmin.files.splitRequired'));
    else upload.mutate({ id: item.id, file, split: kind === 'dataset' ? split.trim() : undefined }, { onSuccess: () => message.success(t('catalogueAdmin.files.uploaded')) });
    return false;
  };
  const confirmRemove = (file: File) =>
    modal.confirm({
      title: t('catalogueAdmin.files.removeConfirm', { name: file.name }),
      okButtonProps: { danger: true },
      okText: t('catalogueAdmin.files.remove'),
      cancelText: t('catalogueAdmin.cancel'),
      onOk: async () => {
        await remove.mutateAsync({ id: item.id, fileId: file.id });
        message.success(t('catalogueAdmin.files.removed'));
      },
    });

  return (
    <section aria-label={t('catalogueAdmin.files.title')}>
      <Typography.Title level={5}>{t('catalogueAdmin.files.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {kind === 'model' ? t('catalogueAdmin.files.modelHint', { types: MODEL_FILE_EXTENSIONS.map((e) => `.${e}`).join(' ') }) : t('catalogueAdmin.files.datasetHint')}
      </Typography.Paragraph>
      {editable && (
        <Space style={{ marginBottom: 12 }} wrap>
          {kind === 'dataset' && (
            <Input addonBefore={t('catalogueAdmin.files.split')} value={split} onChange={(e) => setSplit(e.target.value)} placeholder={t('catalogueAdmin.files.splitPlaceholder')} maxLength={40} style={{ width: 220 }} />
          )}
          <Upload accept={kind === 'dataset' ? '.csv,.jsonl,.parquet' : MODEL_FILE_EXTENSIONS.map((e) => `.${e}`).join(',')} showUploadList={false} beforeUpload={send}>
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {upload.isPending ? t('catalogueAdmin.files.uploading') : t('catalogueAdmin.files.upload')}
            </Button>
          </Upload>
        </Space>
      )}
      <Table<File>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={files}
        locale={{ emptyText: t('catalogueAdmin.files.none') }}
        scroll={{ x: 640 }}
        columns={[
          ...(kind === 'dataset' ? [{ title: t('catalogueAdmin.files.split'), key: 'split', width: 90, render: (_: unknown, f: File) => ('split' in f ? f.split : '') }] : []),
          { title: t('catalogueAdmin.files.name'), dataIndex: 'name', ellipsis: true },
          { title: t('catalogueAdmin.files.size'), key: 'size', width: 90, render: (_: unknown, f: File) => formatFileSize(f.size) },
          ...(kind === 'dataset'
            ? [
                { title: t('catalogueAdmin.files.rows'), key: 'rows', width: 80, render: (_: unknown, f: File) => ('rows' in f ? f.rows.toLocaleString('en-US') : '') },
                {
                  title: t('catalogueAdmin.files.stats'),
                  key: 'stats',
                  width: 80,
                  render: (_: unknown, f: File) =>
                    'statsReady' in f && f.statsReady ? <Tag color="green">{t('catalogueAdmin.files.statsReady')}</Tag> : <Tag>{t('catalogueAdmin.files.statsMissing')}</Tag>,
                },
              ]
            : []),
          {
            title: t('catalogueAdmin.files.sha256'),
            key: 'sha256',
            render: (_: unknown, f: File) => (
              <Typography.Text code copyable={{ text: f.sha256 }} style={{ fontSize: 12 }}>
                {f.sha256.slice(0, 16)}…
              </Typography.Text>
            ),
          },
          ...(editable
            ? [
                {
                  title: '',
                  key: 'remove',
                  width: 56,
                  render: (_: unknown, f: File) => <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => confirmRemove(f)} aria-label={`${t('catalogueAdmin.files.remove')} ${f.name}`} />,
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
