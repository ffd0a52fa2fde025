import { Skeleton } from 'antd';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

/** One ECharts chart, the library loaded on first use; it follows its box's size. */
export function Chart({ option, height = 300, label }: { option: EChartsCoreOption; height?: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts').then(({ echarts }) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current, undefined, { renderer: 'canvas' });
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, true);
  }, [ready, option]);

  return (
    <div style={{ position: 'relative', height }}>
      {!ready && <Skeleton active paragraph={{ rows: 5 }} style={{ position: 'absolute', inset: 0 }} />}
      <div ref={box} role="img" aria-label={label} style={{ height, width: '100%' }} />
    </div>
  );
}
