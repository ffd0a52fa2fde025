import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import { downloadBlob } from '../../shared/ui/download';

/**
 * A button that fetches a file from the gateway and saves it; a failure says 文件导出失败. Exports
 * (records, bills, the call log) and documents (statements, packs) all download through it.
 */
export function DownloadButton({ fetch, fileName, children, testId, primary, busyText }: { fetch: () => Promise<Blob>; fileName: string | (() => string); children: ReactNode; testId: string; primary?: boolean; busyText?: string }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadBlob(typeof fileName === 'function' ? fileName() : fileName, await fetch());
    } catch {
      void message.error(t('bills.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type={primary ? 'primary' : 'default'} icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
      {busy ? (busyText ?? t('bills.downloading')) : children}
    </Button>
  );
}
