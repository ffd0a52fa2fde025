import { useShow, type BaseRecord } from '@refinedev/core';
import { Card, Descriptions, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useParams } from 'react-router';
import { StatusPage } from '../shell/StatusPage';
import { useTabDetail } from '../shell/tabs/use-tabs';
import { LinkButton } from './LinkButton';
import { PageContainer } from './PageContainer';

interface DetailPageProps<T> {
  /** The Refine resource the route's `:id` is read from (404 when the gateway has no such record). */
  resource: string;
  title: string;
  /** The list the page belongs to, as the heading's button. */
  back: { to: string; label: string };
  /** The record's name on its tab. */
  tab: (record: T) => string;
  /** The i18n prefix of the fields' labels: a field `status` is labelled `${labels}.status`. */
  labels: string;
  /** The fields in order; one that is `false` does not apply to this record and is left out. */
  fields: (record: T) => Record<string, ReactNode>;
  /** Fields that take more than one column. */
  spans?: Record<string, number>;
  /** Shown above the fields, in their card. */
  head?: (record: T) => ReactNode;
  /** Shown below the fields' card. */
  children?: (record: T) => ReactNode;
  /** Read the record again every 2 s while this holds (a state still moving). */
  refreshWhile?: (record: T) => boolean;
}

/** A record's page in the console: its fields as bordered descriptions, and what follows them. */
export function DetailPage<T extends BaseRecord>({ resource, title, back, tab, labels, fields, spans, head, children, refreshWhile }: DetailPageProps<T>) {
  const { t } = useTranslation('console');
  const { id } = useParams();
  const { query, result: record } = useShow<T>({
    resource,
    id,
    meta: { silent: true },
    queryOptions: refreshWhile ? { refetchInterval: (q) => (q.state.data?.data && refreshWhile(q.state.data.data) ? 2000 : false) } : undefined,
  });
  useTabDetail(record ? tab(record) : undefined);
  if (query.isError) return <StatusPage status={404} />;
  return (
    <PageContainer title={title} extra={<LinkButton to={back.to}>{back.label}</LinkButton>}>
      <Card loading={query.isLoading} style={{ marginBottom: 16 }}>
        {record && (
          <>
            {head?.(record)}
            <Descriptions
              bordered
              column={{ xs: 1, md: 2, xl: 3 }}
              items={Object.entries(fields(record))
                .filter(([, value]) => value !== false)
                .map(([key, value]) => ({ key, label: t(`${labels}.${key}`), children: value, span: spans?.[key] }))}
            />
          </>
        )}
      </Card>
      {record && children?.(record)}
    </PageContainer>
  );
}

/** A `head` of a record that can be acted on: its name, its state, and the buttons that change it. */
export function DetailHead({ name, status, children }: { name: string; status: ReactNode; children: ReactNode }) {
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {name}
      </Typography.Title>
      {status}
      {children}
    </Space>
  );
}
