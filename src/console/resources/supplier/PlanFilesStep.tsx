import { UploadOutlined } from '@ant-design/icons';
import { App, Button, List, Space, Tag, Typography, Upload } from 'antd';
import { PLAN_FILE_MAX_BYTES, PLAN_FILE_TYPES } from '../../../shared/core/supplier';
import { uploadPlanFile } from '../../../shared/features/supplier/api/uploads';
import { useTranslation } from '../../../shared/i18n';
import type { PlanFile } from './plan-model';

interface PlanFilesStepProps {
  files: PlanFile[];
  editable: boolean;
  onAdd: (file: PlanFile) => void;
  onRemove: (key: string) => void;
}

/** Step 4 of the plan wizard: photos of the machines and test reports, uploaded one by one. */
export function PlanFilesStep({ files, editable, onAdd, onRemove }: PlanFilesStepProps) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();

  const upload = async (file: File, kind: 'photo' | 'report') => {
    try {
      const stored = await uploadPlanFile(file);
      onAdd({ key: stored.key, name: file.name, kind, contentType: stored.contentType as PlanFile['contentType'], size: stored.size });
    } catch {
      message.error(t('supplier.form.uploadFailed'));
    }
    return false;
  };

  return (
    <>
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
              <Button key="remove" size="small" danger disabled={!editable} onClick={() => onRemove(file.key)}>
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
    </>
  );
}
