import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Space, Tag } from 'antd';
import type { ModelService, ModelServiceStatus } from '../../../shared/contracts/model-service';
import { useTranslation } from '../../../shared/i18n';

const COLORS: Record<ModelServiceStatus, string> = { creating: 'processing', running: 'success', scaling: 'processing', stopped: 'default', failed: 'error', deleted: 'default' };

export function ServiceStatusTag({ status }: { status: ModelServiceStatus }) {
  const { t } = useTranslation('console');
  return (
    <Tag color={COLORS[status]} data-state={status} data-testid="service-status">
      {t(`modelService.statuses.${status}`)}
    </Tag>
  );
}

/** What a service runs: its market model or its image. */
export const servedModel = (service: Pick<ModelService, 'modelId' | 'image'>) => service.modelId ?? service.image ?? '—';

/** The access point's key shown whole, once, with a copy button. */
export function KeyOnce({ value, onClose, onDetail }: { value: string | null; onClose: () => void; onDetail: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  return (
    <Modal
      open={value !== null}
      title={t('modelService.keyOnceTitle')}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onDetail}>
          {t('modelService.toDetail')}
        </Button>
      }
    >
      <Alert type="warning" showIcon message={t('modelService.keyOnce')} style={{ marginBottom: 12 }} />
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={value ?? ''} data-testid="new-key" style={{ fontFamily: 'monospace' }} />
        <Button
          icon={<CopyOutlined />}
          onClick={() => {
            if (value) void navigator.clipboard.writeText(value).then(() => message.success(t('modelService.copied')));
          }}
        >
          {t('modelService.copy')}
        </Button>
      </Space.Compact>
    </Modal>
  );
}
