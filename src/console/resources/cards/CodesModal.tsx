import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { IssuedBatch, IssuedCard } from '../../../shared/contracts/cards';
import { useMarkExported } from '../../../shared/features/cards/api/issue-batch';
import { cardsCsv, downloadText } from '../../../shared/features/cards/csv';

/**
 * The codes of a batch just issued: shown this once. Exporting saves the CSV in the browser and
 * records the export; closing before that asks first, as the codes cannot be shown again.
 */
export function CodesModal({ issued, onClose }: { issued: IssuedBatch | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { modal, message } = App.useApp();
  const [exported, setExported] = useState(false);
  const mark = useMarkExported();

  const exportCsv = async () => {
    if (!issued) return;
    const csv = cardsCsv(issued.batch.name, issued.cards, [t('cards.csv.batch'), t('cards.csv.cardNumber'), t('cards.csv.cardCode')]);
    downloadText(`cards-${issued.batch.id}.csv`, csv);
    setExported(true);
    try {
      await mark.mutateAsync(issued.batch.id);
      message.success(t('cards.exported'));
    } catch {
      // Already recorded (a second click): the file was saved all the same.
    }
  };

  const close = () => {
    if (exported) {
      setExported(false);
      onClose();
      return;
    }
    modal.confirm({
      title: t('cards.closeUnexported'),
      content: t('cards.closeUnexportedHint'),
      okText: t('cards.closeAnyway'),
      cancelText: t('goodsAdmin.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        setExported(false);
        onClose();
      },
    });
  };

  return (
    <Modal
      open={issued !== null}
      title={t('cards.codesTitle', { name: issued?.batch.name ?? '' })}
      onCancel={close}
      width={720}
      footer={[
        <Button key="close" onClick={close}>
          {t('cards.close')}
        </Button>,
        <Button key="export" type="primary" icon={<DownloadOutlined />} onClick={exportCsv} loading={mark.isPending}>
          {t('cards.exportCsv')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={t('cards.onceWarning')} style={{ marginBottom: 12 }} />
      <Table<IssuedCard>
        size="small"
        rowKey="cardNumber"
        dataSource={issued?.cards ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 420 }}
        columns={[
          { title: t('cards.csv.cardNumber'), dataIndex: 'cardNumber' },
          { title: t('cards.csv.cardCode'), dataIndex: 'cardCode', render: (code: string) => <code data-testid="card-code">{code}</code> },
        ]}
      />
    </Modal>
  );
}
