import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, theme } from 'antd';
import { useRef } from 'react';
import { VERIFY_PDF_MAX_BYTES } from '../../../shared/core/contract';
import { verifyContractFile } from '../../../shared/features/contract/api/contracts';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^;]*;/, 'data:application/pdf;'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** 验证文件: pick a PDF; the gateway hashes it and says whether it is the signed document of one of the user's contracts. */
export function VerifyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const verify = useMutation({ mutationFn: async (file: File) => verifyContractFile(await readAsDataUrl(file)) });
  const pick = (file: File | undefined) => {
    if (!file) return;
    // What the file is, the gateway reads from its bytes (a PDF starts %PDF-), not from its name.
    if (file.size > VERIFY_PDF_MAX_BYTES) return void toast.error(t('contracts.verifyForm.tooLarge'));
    verify.mutate(file);
  };
  const result = verify.data;
  return (
    <Modal
      title={t('contracts.verifyForm.title')}
      open={open}
      onCancel={() => {
        verify.reset();
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <div style={{ color: token.colorTextSecondary }}>{t('contracts.verifyForm.hint')}</div>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          data-testid="verify-file"
          style={{ display: 'none' }}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button type="primary" loading={verify.isPending} onClick={() => input.current?.click()}>
          {verify.isPending ? t('contracts.verifyForm.checking') : t('contracts.verifyForm.pick')}
        </Button>
        {result && (
          <Alert
            data-testid="verify-result"
            type={result.match ? 'success' : 'warning'}
            showIcon
            message={result.match ? t('contracts.verifyForm.match', { id: result.contractId, title: result.title }) : t('contracts.verifyForm.noMatch')}
            description={
              <span style={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 12 }}>
                {t('contracts.verifyForm.hash')}：{result.sha256}
              </span>
            }
          />
        )}
      </Space>
    </Modal>
  );
}
