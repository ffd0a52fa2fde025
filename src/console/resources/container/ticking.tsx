import { useEffect, useState, type ReactNode } from 'react';

/** Now, once a second. */
function useNow(interval = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}

/** Only the small parts that count (running time, countdown) re-render every second. */
export function Ticking({ children }: { children: (now: number) => ReactNode }) {
  return <>{children(useNow())}</>;
}
