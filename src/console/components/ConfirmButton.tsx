import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

/** A row's small danger action (cancel a scheduled price change, a maintenance window…), asked first. */
export function ConfirmButton({ title, loading, onConfirm, children }: { title: string; loading: boolean; onConfirm: () => Promise<unknown>; children: ReactNode }) {
  return (
    <Popconfirm title={title} onConfirm={onConfirm}>
      <Button size="small" danger loading={loading}>
        {children}
      </Button>
    </Popconfirm>
  );
}
