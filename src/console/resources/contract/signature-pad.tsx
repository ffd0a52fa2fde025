import { Button, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n';

/** The pad's drawing size in CSS pixels; the PNG is this at the device's pixel ratio (within the gateway's bounds). */
const HEIGHT = 150;

/**
 * A signature drawn with a finger or the mouse on a canvas. `onChange` gets the PNG data URL after
 * each stroke, or null when cleared.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    const width = el.clientWidth;
    el.width = Math.round(width * ratio);
    el.height = Math.round(HEIGHT * ratio);
    const ctx = el.getContext('2d')!;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.6;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };
  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const ctx = event.currentTarget.getContext('2d')!;
    const [x, y] = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d')!;
    const [x, y] = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(canvas.current!.toDataURL('image/png'));
  };
  const clear = () => {
    const el = canvas.current!;
    el.getContext('2d')!.clearRect(0, 0, el.width, el.height);
    onChange(null);
  };

  return (
    <div>
      <canvas
        ref={canvas}
        data-testid="signature-pad"
        aria-label={t('contracts.sign.pad')}
        style={{ width: '100%', height: HEIGHT, display: 'block', touchAction: 'none', cursor: 'crosshair', border: `1px dashed ${token.colorBorder}`, borderRadius: token.borderRadius, background: '#fff' }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <Button size="small" type="link" onClick={clear} style={{ paddingInline: 0 }}>
        {t('contracts.sign.clear')}
      </Button>
    </div>
  );
}
