import { Badge, Empty, List, Spin, Tag, Typography, theme } from 'antd';
import { useTranslation } from '../../shared/i18n';
import type { Notice } from '../../shared/contracts/notice';
import { formatDateTime } from '../../shared/core/time';
import { useNotices } from '../../shared/features/notice/api/get-notices';

const CATEGORY_COLORS: Record<Notice['category'], string> = { review: 'blue', order: 'green', supplier: 'purple', system: 'default' };

/** The bell's popover: the latest notices. Loaded when the bell first opens, so antd's List stays out of the first page. */
export default function NoticeList({ onOpen }: { onOpen: (notice: Notice) => void }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const notices = useNotices(true);
  return (
    <div style={{ width: 340, maxWidth: 'calc(100vw - 40px)' }} data-testid="notice-list">
      {notices.isLoading ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
        </div>
      ) : (notices.data?.records.length ?? 0) === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} />
      ) : (
        <List
          size="small"
          style={{ maxHeight: 420, overflowY: 'auto' }}
          dataSource={notices.data?.records}
          renderItem={(notice) => (
            <List.Item
              onClick={() => onOpen(notice)}
              style={{ cursor: 'pointer', paddingInline: 8, background: notice.read ? undefined : token.colorPrimaryBg, borderRadius: token.borderRadiusSM }}
            >
              <List.Item.Meta
                title={
                  <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                    {!notice.read && <Badge status="processing" />}
                    <span style={{ flex: 1 }}>{notice.title}</span>
                    <Tag color={CATEGORY_COLORS[notice.category]} style={{ marginInlineEnd: 0 }}>
                      {t(`notices.categories.${notice.category}`)}
                    </Tag>
                  </span>
                }
                description={
                  <>
                    <Typography.Paragraph style={{ margin: 0, fontSize: 13 }} ellipsis={{ rows: 3 }}>
                      {notice.body}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(notice.createdAt)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
