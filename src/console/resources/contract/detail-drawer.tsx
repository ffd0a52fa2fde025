import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Form, Grid, Input, Modal, Space, Spin, theme } from 'antd';
import { useState } from 'react';
import type { ContractItem, OnlineContract } from '../../../shared/contracts/contract';
import { formatYuan } from '../../../shared/core/money';
import { formatDate, formatDateTimeSeconds } from '../../../shared/core/time';
import { contractPdf, onlineContractQuery, rentalContractQuery, submitContract, terminateContract } from '../../../shared/features/contract/api/contracts';
import { useTranslation } from '../../../shared/i18n';
import { invalidateViews } from '../../../shared/query/views';
import { downloadBlob } from '../../../shared/ui/download';
import { toast } from '../../../shared/ui/toast';
import { SignModal } from './sign-modal';
import { ContractStatusTag, KindTag } from './status';

/** The frozen text, as paragraphs. */
function ContractText({ content }: { content: string }) {
  const { token } = theme.useToken();
  return (
    <article data-testid="contract-text" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9, background: token.colorFillQuaternary, padding: 16, borderRadius: token.borderRadius, maxHeight: 420, overflow: 'auto' }}>
      {content.replace(/^# /, '').replace(/\n- /g, '\n· ')}
    </article>
  );
}

/** Save the contract's PDF (the signed document once signed, else a draft preview). */
export async function downloadContract(id: string, signed: boolean) {
  downloadBlob(`${id}${signed ? '' : '-draft'}.pdf`, await contractPdf(id));
}

function Sha256({ value }: { value: string }) {
  const { t } = useTranslation('console');
  return (
    <Space align="start" size={4} style={{ width: '100%' }}>
      <code data-testid="contract-sha256" style={{ wordBreak: 'break-all', fontSize: 12 }}>
        {value}
      </code>
      <Button
        size="small"
        type="text"
        icon={<CopyOutlined />}
        aria-label={t('contracts.detail.copy')}
        onClick={() => void navigator.clipboard?.writeText(value).then(() => toast.success(t('contracts.detail.copied')))}
      />
    </Space>
  );
}

/** An online contract: its facts, both signatures, the hash, the text, and what can be done next. */
function OnlineDetail({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const client = useQueryClient();
  const query = useQuery(onlineContractQuery(id));
  const [signing, setSigning] = useState(false);
  const [terminating, setTerminating] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const refresh = () => void invalidateViews(client, 'mall');
  const submit = useMutation({ mutationFn: () => submitContract(id), onSuccess: refresh });
  const terminate = useMutation({
    mutationFn: (reason: string) => terminateContract(id, reason),
    onSuccess: () => {
      setTerminating(false);
      toast.success(t('contracts.statuses.terminated'));
      refresh();
    },
  });
  const download = useMutation({ mutationFn: (c: OnlineContract) => downloadContract(c.id, c.sha256 !== null) });
  const c = query.data;
  if (!c) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const method = c.signatureMethod ? t(`contracts.detail.methods.${c.signatureMethod}`) : '';
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap>
        {c.status === 'draft' && (
          <Button type="primary" loading={submit.isPending} onClick={() => submit.mutate()}>
            {t('contracts.detail.submit')}
          </Button>
        )}
        {c.status === 'pending_signature' && (
          <Button type="primary" onClick={() => setSigning(true)}>
            {t('contracts.detail.sign')}
          </Button>
        )}
        <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate(c)}>
          {c.sha256 ? t('contracts.download') : t('contracts.downloadDraft')}
        </Button>
        {c.kind === 'framework' && (c.status === 'effective' || c.status === 'signed') && (
          <Button danger onClick={() => setTerminating(true)}>
            {t('contracts.detail.terminate')}
          </Button>
        )}
      </Space>
      <Descriptions column={1} size="small" bordered title={t('contracts.detail.basics')} labelStyle={{ width: 120 }}>
        <Descriptions.Item label={t('contracts.columns.id')}>{c.id}</Descriptions.Item>
        <Descriptions.Item label={t('contracts.columns.kind')}>
          <KindTag kind={c.kind} /> {t('contracts.detail.templateVersion')} v{c.templateVersion}
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.detail.status')}>
          <ContractStatusTag status={c.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.detail.party')}>{c.party.name}</Descriptions.Item>
        <Descriptions.Item label={t('contracts.detail.partyCode')}>{c.party.code}</Descriptions.Item>
        <Descriptions.Item label={t('contracts.detail.address')}>{c.party.address}</Descriptions.Item>
        <Descriptions.Item label={t('contracts.detail.counterparty')}>{c.counterparty}</Descriptions.Item>
        <Descriptions.Item label={t('contracts.detail.period')}>{`${formatDate(c.startsAt)} – ${formatDate(c.endsAt)}`}</Descriptions.Item>
        {c.amount && <Descriptions.Item label={t('contracts.detail.amount')}>{formatYuan(c.amount)}</Descriptions.Item>}
        {c.terminateReason && <Descriptions.Item label={t('contracts.detail.terminated')}>{c.terminateReason}</Descriptions.Item>}
        {c.endedAt && <Descriptions.Item label={t('contracts.detail.endedAt')}>{formatDateTimeSeconds(c.endedAt)}</Descriptions.Item>}
      </Descriptions>
      <Descriptions column={1} size="small" bordered title={t('contracts.detail.signatures')} labelStyle={{ width: 120 }}>
        <Descriptions.Item label={t('contracts.detail.userSign')}>
          <span data-testid="user-signature">
            {c.signedAt ? `${t('contracts.detail.signedLabel')} · ${t('contracts.detail.signedBy', { name: c.signerName, method, at: formatDateTimeSeconds(c.signedAt) })}` : t('contracts.detail.notSigned')}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.detail.platformSign')}>
          <span data-testid="platform-signature">
            {c.platformSignedAt ? `${t('contracts.detail.signedLabel')} · ${t('contracts.detail.platformSigned', { at: formatDateTimeSeconds(c.platformSignedAt) })}` : t('contracts.detail.notSigned')}
          </span>
        </Descriptions.Item>
        {c.sha256 && (
          <Descriptions.Item label={t('contracts.detail.sha256')}>
            <Sha256 value={c.sha256} />
            <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>{t('contracts.detail.sha256Hint')}</div>
          </Descriptions.Item>
        )}
      </Descriptions>
      <div>
        <h4 style={{ margin: '0 0 8px' }}>{t('contracts.detail.content')}</h4>
        <ContractText content={c.content} />
      </div>
      {signing && (
        <SignModal
          contract={c}
          open={signing}
          onClose={() => setSigning(false)}
          onSigned={() => {
            setSigning(false);
            refresh();
          }}
        />
      )}
      <Modal
        title={t('contracts.detail.terminateTitle')}
        open={terminating}
        onCancel={() => setTerminating(false)}
        okText={t('contracts.detail.terminateOk')}
        okButtonProps={{ danger: true }}
        confirmLoading={terminate.isPending}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => terminate.mutate(values.reason)}>
          <Form.Item name="reason" label={t('contracts.detail.terminateReason')} rules={[{ required: true, whitespace: true, min: 2, max: 200, message: t('contracts.detail.terminateReasonRequired') }]}>
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

/** A rental contract from the mall: its facts and text (signed when the order was placed). */
function RentalDetail({ item }: { item: ContractItem }) {
  const { t } = useTranslation('console');
  const query = useQuery(rentalContractQuery(item.id));
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered labelStyle={{ width: 120 }}>
        <Descriptions.Item label={t('contracts.columns.id')}>{item.id}</Descriptions.Item>
        <Descriptions.Item label={t('contracts.columns.kind')}>
          <KindTag kind="rental" />
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.detail.status')}>
          <ContractStatusTag status={item.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.columns.parties')}>{`${item.partyName} / ${item.counterparty}`}</Descriptions.Item>
        {item.amount && <Descriptions.Item label={t('contracts.detail.amount')}>{formatYuan(item.amount)}</Descriptions.Item>}
        <Descriptions.Item label={t('contracts.detail.period')}>{`${formatDate(item.startsAt)} – ${formatDate(item.endsAt)}`}</Descriptions.Item>
      </Descriptions>
      <div>{t('contracts.detail.rentalHint')}</div>
      {query.data ? <ContractText content={query.data.content} /> : <Spin />}
    </Space>
  );
}

/** The detail drawer: full width on a phone. */
export function DetailDrawer({ item, onClose }: { item: ContractItem | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const screens = Grid.useBreakpoint();
  return (
    <Drawer title={item ? `${t('contracts.detail.title')} · ${item.title}` : ''} open={item !== null} onClose={onClose} width={screens.md ? 720 : '100%'} destroyOnHidden>
      {item && (item.kind === 'rental' ? <RentalDetail item={item} /> : <OnlineDetail id={item.id} />)}
    </Drawer>
  );
}
