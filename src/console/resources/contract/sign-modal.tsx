import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import type { OnlineContract, SignatureMethod } from '../../../shared/contracts/contract';
import { useSession } from '../../../shared/auth/session';
import { SendCodeButton } from '../../../shared/features/account/components/SendCodeButton';
import { signContract } from '../../../shared/features/contract/api/contracts';
import { useTranslation } from '../../../shared/i18n';
import { applyFieldErrors } from '../../../shared/ui/field-errors';
import { toast } from '../../../shared/ui/toast';
import { SignaturePad } from './signature-pad';

interface SignValues {
  method: SignatureMethod;
  name?: string;
  verifyCode: string;
}

/**
 * 签署合同: a typed name (a person's must be their certified name) or a drawn signature, confirmed
 * with the SMS code sent to the user's own phone. The button stays busy while the call runs, so a
 * double click sends one request; the gateway refuses a replay anyway.
 */
export function SignModal({ contract, open, onClose, onSigned }: { contract: OnlineContract; open: boolean; onClose: () => void; onSigned: (c: OnlineContract) => void }) {
  const { t } = useTranslation('console');
  const { user } = useSession();
  const [form] = Form.useForm<SignValues>();
  const method = Form.useWatch('method', form) ?? 'typed';
  const [drawn, setDrawn] = useState<string | null>(null);
  const [padError, setPadError] = useState(false);
  const sign = useMutation({
    mutationFn: (values: SignValues) =>
      signContract(contract.id, values.method === 'typed' ? { method: 'typed', name: values.name, verifyCode: values.verifyCode } : { method: 'drawn', image: drawn ?? undefined, verifyCode: values.verifyCode }),
    onSuccess: (signed) => {
      toast.success(t('contracts.sign.done'));
      onSigned(signed);
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  const submit = (values: SignValues) => {
    if (values.method === 'drawn' && !drawn) {
      setPadError(true);
      return;
    }
    sign.mutate(values);
  };

  return (
    <Modal
      title={t('contracts.sign.title')}
      open={open}
      onCancel={onClose}
      okText={t('contracts.sign.submit')}
      onOk={() => form.submit()}
      confirmLoading={sign.isPending}
      destroyOnHidden
      width={520}
    >
      <Form form={form} layout="vertical" initialValues={{ method: 'typed' }} onFinish={submit} requiredMark={false}>
        <Form.Item name="method" label={t('contracts.sign.method')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'typed', label: t('contracts.sign.typed') },
              { value: 'drawn', label: t('contracts.sign.drawn') },
            ]}
          />
        </Form.Item>
        {method === 'typed' ? (
          <Form.Item
            name="name"
            label={t('contracts.sign.name')}
            extra={contract.party.type === 'personal' ? t('contracts.sign.namePersonal', { name: contract.party.name }) : undefined}
            rules={[{ required: true, whitespace: true, min: 2, max: 30, message: t('contracts.sign.nameRequired') }]}
          >
            <Input maxLength={30} autoComplete="off" style={{ fontSize: 18 }} />
          </Form.Item>
        ) : (
          <Form.Item label={t('contracts.sign.pad')} validateStatus={padError ? 'error' : undefined} help={padError ? t('contracts.sign.padRequired') : undefined}>
            <SignaturePad
              onChange={(png) => {
                setDrawn(png);
                if (png) setPadError(false);
              }}
            />
          </Form.Item>
        )}
        <Form.Item label={t('contracts.sign.code')} extra={t('contracts.sign.codeHint', { phone: contract.signPhone })} required>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="verifyCode" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t('contracts.sign.codeRequired') }]}>
              <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label={t('contracts.sign.code')} />
            </Form.Item>
            <SendCodeButton scene="signContract" target={async () => ({ userName: user!.userName })} />
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
