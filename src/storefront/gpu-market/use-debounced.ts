import { useEffect, useState } from 'react';

/** A value that settles `delay` ms after its last change (the live quote is asked for then). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised value is the dependency
  }, [key, delay]);
  return settled;
}
