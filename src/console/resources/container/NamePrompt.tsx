import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { Instance } from '../../../shared/contracts/compute';

export type Prompt = { kind: 'saveImage' | 'rename'; instance: Instance } | null;

const suggestedName = ({ kind, instance }: NonNullable<Prompt>) => (kind === 'rename' ? instance.name : `${instance.name}-镜像`.slice(0, 40));

/**
 * A name for the instance (rename) or for the image saved from it. Loaded on the first rename or
 * save (the list page's first load carries no form code).
 */
export default function NamePrompt({ prompt, busy, onCancel, onSubmit }: { prompt: Prompt; busy: boolean; onCancel: () => void; onSubmit: (name: string) => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<{ name: string }>();
  const rename = prompt?.kind === 'rename';
  useEffect(() => {
    if (prompt) form.setFieldsValue({ name: suggestedName(prompt) });
  }, [form, prompt]);
  const submit = async () => {
    const { name } = await form.validateFields();
    onSubmit(name.trim());
  };
  return (
    <Modal
      open={Boolean(prompt)}
      title={rename ? t('container.rename') : t('container.saveImage')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okButtonProps={{ loading: busy }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
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
