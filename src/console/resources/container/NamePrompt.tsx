import { Form, Input, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Instance } from '../../../shared/contracts/compute';

export type Prompt = { kind: 'saveImage' | 'rename'; instance: Instance } | null;

/** A name for the instance (rename) or for the image saved from it. */
export function NamePrompt({ prompt, form, busy, onCancel, onSubmit }: { prompt: Prompt; form: FormInstance<{ name: string }>; busy: boolean; onCancel: () => void; onSubmit: () => void }) {
  const { t } = useTranslation('console');
  const rename = prompt?.kind === 'rename';
  return (
    <Modal
      open={Boolean(prompt)}
      title={rename ? t('container.rename') : t('container.saveImage')}
      onCancel={onCancel}
      onOk={onSubmit}
      okButtonProps={{ loading: busy }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onSubmit}>
        <Form.Item
          name="name"
          label={rename ? t('container.instanceName') : t('container.imageName')}
          rules={[{ required: true, whitespace: true, message: rename ? t('container.nameRequired') : t('container.imageNameRequired') }]}
        >
          <Input maxLength={40} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
