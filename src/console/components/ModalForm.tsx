import { Form, Modal, type FormInstance, type ModalProps } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import { applyFieldErrors } from '../../shared/ui/field-errors';

type ModalFormProps<T> = Omit<ModalProps, 'onOk' | 'onCancel'> & {
  form: FormInstance<T>;
  onClose: () => void;
  /** Saves the checked values. If it throws, the fields the gateway names show its verdict (the rest is a toast). */
  onSubmit: (values: T) => Promise<unknown>;
  /** What the fields hold each time the dialog opens. */
  initialValues?: Partial<T>;
  /** Set false to drop a field's value when it leaves the form. */
  preserve?: boolean;
  /** Shown above the form. */
  intro?: ReactNode;
};

/**
 * A console dialog around a vertical form: 保存 (or `okText`) checks the fields and runs `onSubmit`,
 * 取消 closes; the fields start again from `initialValues` each time the dialog opens.
 */
export function ModalForm<T>({ form, onClose, onSubmit, initialValues, preserve, intro, children, ...modal }: ModalFormProps<T>) {
  const { t } = useTranslation('console');
  useEffect(() => {
    if (modal.open) form.resetFields();
  }, [modal.open, form]);
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Modal okText={t('goodsAdmin.save')} cancelText={t('goodsAdmin.cancel')} destroyOnHidden {...modal} onCancel={onClose} onOk={submit}>
      {intro}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues} preserve={preserve}>
        {children}
      </Form>
    </Modal>
  );
}
