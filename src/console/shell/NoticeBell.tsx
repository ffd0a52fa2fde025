import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Grid, List, Popover, Spin, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notice } from '../../shared/contracts/notice';
import { formatDateTime } from '../../shared/core/time';
import { useNotices } from '../../shared/features/notice/api/get-notices';
import { useUnreadNotices } from '../../shared/features/notice/api/get-unread-count';
import { useReadAllNotices } from '../../shared/features/notice/api/read-all-notices';
import { useReadNotice } from '../../shared/features/notice/api/read-notice';

const CATEGORY_COLORS: Record<Notice['category'], string> = { review: 'blue', order: 'green', supplier: 'purple', system: 'default' };

/**
 * The header's notice bell: the unread count (asked every 30 s and on focus; a new notice
 * refreshes the user's views), the latest notices in a popover, opening one marks it read and
 * follows its link.
 */
export function NoticeBell() {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // On a phone the bell sits mid-header: the list opens centred under it, within the screen.
  const wide = Grid.useBreakpoint().md !== false;
  const unread = useUnreadNotices().data?.unread ?? 0;
  const notices = useNotices(open);
  const read = useReadNotice();
  const readAll = useReadAllNotices();

  const openNotice = (notice: Notice) => {
    if (!notice.read) read.mutate(notice.id);
    setOpen(false);
    if (notice.link) navigate(notice.link);
  };

  const content = (
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
              onClick={() => openNotice(notice)}
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

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement={wide ? 'bottomRight' : 'bottom'}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>{t('notices.title')}</span>
          <Button type="link" size="small" disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>
            {t('notices.readAll')}
          </Button>
        </div>
      }
      content={content}
    >
      <Button type="text" aria-label={unread ? t('notices.bellWithCount', { count: unread }) : t('notices.bell')} data-testid="notice-bell">
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
