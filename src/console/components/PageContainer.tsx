import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's heading row (title, optional intro, actions) above its content. */
export function PageContainer({ title, intro, extra, children }: { title: ReactNode; intro?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <header style={{ display: 'flex', alignItems: 'flex-start', gap: 16, marginBottom: 20 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {intro && (
            <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
              {intro}
            </Typography.Paragraph>
          )}
        </div>
        {extra && <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>{extra}</div>}
      </header>
      {children}
    </section>
  );
}
