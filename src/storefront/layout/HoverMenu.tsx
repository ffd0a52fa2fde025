import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './layout.module.css';

/**
 * A menu that opens on hover after a delay (SPEC §2: 0.5 s), and on click or Enter for keyboard
 * and touch users; Escape or leaving closes it.
 */
export function HoverMenu(props: {
  trigger: ReactNode;
  label: string;
  children: ReactNode;
  delay?: number;
  align?: 'left' | 'right';
  className?: string;
}) {
  const { delay = 500, align = 'right' } = props;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const schedule = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={`${styles.hoverMenu} ${props.className ?? ''}`}
      onMouseEnter={() => schedule(true, delay)}
      onMouseLeave={() => schedule(false, 150)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.hoverTrigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={props.label}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
      >
        {props.trigger}
      </button>
      <div
        id={panelId}
        className={`${styles.hoverPanel} ${align === 'left' ? styles.alignLeft : ''}`}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a,[data-close]')) setOpen(false);
        }}
      >
        {props.children}
      </div>
    </div>
  );
}
