import { App, Descriptions, Form, Input, Modal, Radio, Space, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { InboxItem } from '../../../shared/contracts/inbox';
import type { ReplyChannel } from '../../../shared/core/inbox';
import { formatDateTime } from '../../../shared/core/time';
import { useHandleInboxItem } from '../../../shared/features/inbox/api/inbox';
import { applyFieldErrors } from '../../../shared/ui/field-errors';

/** The rest of what was sent: questionnaire answers, feedback's page and contact, a consultation's source. */
function detailItems(item: InboxItem, t: (key: string, options?: { defaultValue: string }) => string) {
  return Object.entries(item.details)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => (
      <Descriptions.Item key={key} label={t(`inbox.details.${key}`, { defaultValue: key })}>
        {typeof value === 'object' ? (
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(value, null, 2)}</pre>
        ) : (
          t(`inbox.sources.${String(value)}`, { defaultValue: String(value) })
        )}
      </Descriptions.Item>
    ));
}

/** 处理留言: read it, answer it through SMS or e-mail, or just mark it handled. */
export function HandleModal({ item, onClose }: { item: InboxItem | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply?: string; channel?: ReplyChannel }>();
  const handle = useHandleInboxItem();
  const pending = item?.status === 'pending';

  useEffect(() => {
    if (item) form.setFieldsValue({ reply: '', channel: item.channels[0] });
  }, [item, form]);

  const submit = async (withReply: boolean) => {
    if (!item) return;
    const values = withReply ? await form.validateFields() : {};
    try {
      await handle.mutateAsync({ kind: item.kind, id: item.id, body: withReply ? { reply: values.reply, channel: values.channel } : {} });
      message.success(withReply ? t('inbox.replied') : t('inbox.markedHandled'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open={item !== null}
      title={item ? t('inbox.handleTitle', { kind: t(`inbox.kinds.${item.kind}`) }) : ''}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={
        pending ? (
          <Space wrap>
            <Button onClick={() => submit(false)} loading={handle.isPending}>
              {t('inbox.markHandled')}
            </Button>
            <Button type="primary" onClick={() => submit(true)} loading={handle.isPending} disabled={!item || item.channels.length === 0}>
              {t('inbox.sendReply')}
            </Button>
          </Space>
        ) : (
          <Button onClick={onClose}>{t('cards.close')}</Button>
        )
      }
    >
      {item && (
        <>
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('inbox.from')}>
              {item.from || t('common.none')}
              {item.company ? ` · ${item.company}` : ''}
              {item.user ? ` · @${item.user.userName}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('inbox.contact')}>{[item.phone, item.email].filter(Boolean).join(' / ') || t('common.none')}</Descriptions.Item>
            {item.topic && <Descriptions.Item label={t('inbox.topic')}>{t(`inbox.topics.${item.topic}`, { defaultValue: item.topic })}</Descriptions.Item>}
            {item.content && (
              <Descriptions.Item label={t('inbox.content')}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{item.content}</span>
              </Descriptions.Item>
            )}
            {detailItems(item, t)}
            <Descriptions.Item label={t('inbox.createdAt')}>{formatDateTime(item.createdAt)}</Descriptions.Item>
            {!pending && (
              <Descriptions.Item label={t('inbox.reply')}>
                {item.reply ?? t('inbox.noReply')}
                {item.handledBy ? `（${item.handledBy.name} · ${item.handledAt ? formatDateTime(item.handledAt) : ''}）` : ''}
              </Descriptions.Item>
            )}
          </Descriptions>
          {pending && (
            <Form form={form} layout="vertical" requiredMark={false}>
              <Form.Item name="reply" label={t('inbox.reply')} rules={[{ required: true, whitespace: true, message: t('inbox.replyRequired') }]}>
                <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('inbox.replyPlaceholder')} />
              </Form.Item>
              <Form.Item name="channel" label={t('inbox.channel')} extra={item.channels.length === 0 ? t('inbox.noChannel') : undefined}>
                <Radio.Group options={item.channels.map((channel) => ({ value: channel, label: t(`inbox.channels.${channel}`) }))} />
              </Form.Item>
            </Form>
          )}
        </>
      )}
    </Modal>
  );
}
