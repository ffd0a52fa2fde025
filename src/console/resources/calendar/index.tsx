import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Calendar, Card, Checkbox, Empty, Grid, List, Popover, Segmented, Space, Tag, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useNavigate } from 'react-router';
import type { CalendarEvent } from '../../../shared/contracts/calendar';
import { formatDateTime, formatDateTimeSeconds } from '../../../shared/core/time';
import { calendarEventsQueryOptions } from '../../../shared/features/goods/api/get-calendar-events';
import { PageContainer } from '../../components/PageContainer';
import { byDate, EVENT_GROUPS, GROUP_COLORS, groupOf, type EventGroup } from './events';

type Mode = 'month' | 'week';

/** The calendar's dates are Beijing dates: the local wall clock is read as Shanghai time, as the pickers do. */
const asShanghai = (day: Dayjs) => `${day.format('YYYY-MM-DDTHH:mm:ss')}+08:00`;
const today = () => dayjs(formatDateTimeSeconds(new Date()));

/** The span a view shows: a month as whole weeks (at most six), or one week from Monday. */
function spanOf(mode: Mode, value: Dayjs): { from: Dayjs; to: Dayjs } {
  if (mode === 'week') {
    const from = value.startOf('week');
    return { from, to: from.add(7, 'day') };
  }
  const from = value.startOf('month').startOf('week');
  return { from, to: from.add(42, 'day') };
}

function EventDetail({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  return (
    <div style={{ maxWidth: 320 }}>
      <Space size={4} wrap style={{ marginBottom: 6 }}>
        <Tag color={GROUP_COLORS[groupOf(event.source)]}>{t(`calendar.sources.${event.source}`)}</Tag>
        <Tag>{t(`calendar.statuses.${event.status}`, { defaultValue: event.status })}</Tag>
      </Space>
      <div style={{ fontWeight: 600 }}>{event.title}</div>
      <div style={{ opacity: 0.75, margin: '4px 0' }}>
        {formatDateTime(event.startsAt)}
        {event.endsAt && ` ${t('calendar.until', { time: formatDateTime(event.endsAt) })}`}
      </div>
      {event.detail && <div style={{ marginBottom: 8 }}>{event.detail}</div>}
      {event.link && (
        <Button size="small" type="primary" onClick={() => navigate(event.link!)}>
          {t('calendar.open')}
        </Button>
      )}
    </div>
  );
}

/** One event as a line in a day: its colour, time and title; the detail on click. */
function EventLine({ event, time = true, wrap = false }: { event: CalendarEvent; time?: boolean; wrap?: boolean }) {
  return (
    <Popover content={<EventDetail event={event} />} trigger="click" placement="right">
      <button
        type="button"
        data-testid="calendar-event"
        style={{
          all: 'unset',
          display: 'block',
          width: '100%',
          cursor: 'pointer',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          // A month cell has room for a line each; the week and the day list show the whole title.
          whiteSpace: wrap ? 'normal' : 'nowrap',
          fontSize: 12,
          lineHeight: '20px',
          marginBottom: wrap ? 6 : 0,
        }}
        onClick={(e) => e.stopPropagation()}
      >
        <Badge color={GROUP_COLORS[groupOf(event.source)]} text={`${time ? `${event.startsAt.slice(11, 16)} ` : ''}${event.title}`} />
      </button>
    </Popover>
  );
}

/** 日历 (goods:manage): price changes, content going out and host maintenance, by month or by week. */
export default function CalendarPage() {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.md);
  const [mode, setMode] = useState<Mode>('month');
  const [value, setValue] = useState<Dayjs>(today);
  const [shown, setShown] = useState<EventGroup[]>([...EVENT_GROUPS]);
  const { from, to } = spanOf(mode, value);
  const events = useQuery(calendarEventsQueryOptions(asShanghai(from), asShanghai(to)));
  const dates = useMemo(() => byDate(events.data ?? [], shown), [events.data, shown]);
  const on = (day: Dayjs) => dates.get(day.format('YYYY-MM-DD')) ?? [];

  const move = (step: number) => setValue((current) => current.add(step, mode));
  const heading = mode === 'month' ? value.format('YYYY年M月') : t('calendar.weekOf', { from: from.format('M月D日'), to: to.subtract(1, 'day').format('M月D日') });
  const selected = on(value);

  const toolbar = (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 }}>
      <Space wrap>
        <Button icon={<LeftOutlined />} aria-label={t('calendar.prev')} onClick={() => move(-1)} />
        <Button onClick={() => setValue(today())}>{t('calendar.today')}</Button>
        <Button icon={<RightOutlined />} aria-label={t('calendar.next')} onClick={() => move(1)} />
        <h2 style={{ margin: 0, fontSize: 18 }} aria-live="polite">
          {heading}
        </h2>
      </Space>
      <Space wrap>
        <Checkbox.Group
          value={shown}
          onChange={(groups) => setShown(groups as EventGroup[])}
          options={EVENT_GROUPS.map((group) => ({ value: group, label: <Badge color={GROUP_COLORS[group]} text={t(`calendar.groups.${group}`)} /> }))}
        />
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'month', label: t('calendar.month') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
      </Space>
    </div>
  );

  const dayList = (
    <Card size="small" title={t('calendar.dayEvents', { date: value.format('M月D日') })} style={{ marginTop: 16 }}>
      {selected.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calendar.none')} />
      ) : (
        <List size="small" dataSource={selected} renderItem={(event) => <List.Item>{<EventLine event={event} wrap />}</List.Item>} />
      )}
    </Card>
  );

  return (
    <PageContainer title={t('calendar.title')} intro={t('calendar.intro')}>
      <Card loading={events.isLoading && !events.data}>
        {toolbar}
        {mode === 'month' ? (
          <>
            <Calendar
              value={value}
              onSelect={(day) => setValue(day)}
              fullscreen={wide}
              headerRender={() => null}
              cellRender={(day, info) => {
                if (info.type !== 'date') return info.originNode;
                const list = on(day);
                if (list.length === 0) return null;
                if (!wide) return <Badge color={GROUP_COLORS[groupOf(list[0]!.source)]} aria-label={String(list.length)} />;
                return (
                  <div>
                    {list.slice(0, 3).map((event) => (
                      <EventLine key={event.key} event={event} />
                    ))}
                    {list.length > 3 && <div style={{ fontSize: 12, color: token.colorTextSecondary }}>{t('calendar.more', { count: list.length - 3 })}</div>}
                  </div>
                );
              }}
            />
            {!wide && dayList}
          </>
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: wide ? 'repeat(7, minmax(0, 1fr))' : '1fr', gap: 8 }}>
            {Array.from({ length: 7 }, (_, i) => from.add(i, 'day')).map((day) => {
              const list = on(day);
              const isToday = day.isSame(today(), 'day');
              return (
                <section
                  key={day.format('YYYY-MM-DD')}
                  aria-label={day.format('M月D日 dddd')}
                  style={{
                    border: `1px solid ${isToday ? token.colorPrimary : token.colorBorderSecondary}`,
                    borderRadius: token.borderRadius,
                    padding: 8,
                    minHeight: wide ? 240 : undefined,
                  }}
                >
                  <div style={{ fontWeight: 600, marginBottom: 6, color: isToday ? token.colorPrimary : undefined }}>{day.format('M/D ddd')}</div>
                  {list.length === 0 ? <div style={{ fontSize: 12, color: token.colorTextTertiary }}>{t('calendar.none')}</div> : list.map((event) => <EventLine key={event.key} event={event} wrap />)}
                </section>
              );
            })}
          </div>
        )}
      </Card>
    </PageContainer>
  );
}
