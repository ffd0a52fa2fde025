import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Grid, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import type { Notice } from '../../shared/contracts/notice';
import { useUnreadNotices } from '../../shared/features/notice/api/get-unread-count';
import { useReadAllNotices } from '../../shared/features/notice/api/read-all-notices';
import { useReadNotice } from '../../shared/features/notice/api/read-notice';

const NoticeList = lazy(() => import('./NoticeList'));

/**
 * The header's notice bell: the unread count (asked every 30 s and on focus; a new notice
 * refreshes the user's views), the latest notices in a popover, opening one marks it read and
 * follows its link.
 */
export function NoticeBell() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // On a phone the bell sits mid-header: the list opens centred under it, within the screen.
  const wide = Grid.useBreakpoint().md !== false;
  const unread = useUnreadNotices().data?.unread ?? 0;
  const read = useReadNotice();
  const readAll = useReadAllNotices();

  const openNotice = (notice: Notice) => {
    if (!notice.read) read.mutate(notice.id);
    setOpen(false);
    if (notice.link) navigate(notice.link);
  };

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
      content={
        <Suspense fallback={<div style={{ width: 340, maxWidth: 'calc(100vw - 40px)', minHeight: 80 }} />}>
          <NoticeList onOpen={openNotice} />
        </Suspense>
      }
    >
      <Button type="text" aria-label={unread ? t('notices.bellWithCount', { count: unread }) : t('notices.bell')} data-testid="notice-bell">
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
