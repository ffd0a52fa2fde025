import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n';
import type { CaptchaPass, SliderChallenge } from '../../../contracts/account';
import { TRACK, type TrackPoint } from '../../../core/captcha-track';
import { getCaptcha } from '../api/get-captcha';
import { verifyCaptcha } from '../api/verify-captcha';
import styles from './slider-captcha.module.css';
import '../../../i18n/account';

/**
 * The slider captcha (SPEC §2, §4): drag the piece into the hole; on release the position is
 * checked once by the gateway, which answers a single-use secondary token. The gateway also wants
 * the way the slider got there (a track of positions over time), so every move, by pointer or by
 * arrow key, is noted from the first one on.
 */
export function SliderCaptcha({ onPass }: { onPass: (pass: CaptchaPass) => void }) {
  const { t } = useTranslation('account');
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<'ready' | 'checking' | 'passed' | 'failed'>('ready');
  const drag = useRef<{ startX: number; startOffset: number } | null>(null);
  /** The moves so far: `origin` is the first move's event time, each point's t counts from it. */
  const track = useRef<{ origin: number; points: TrackPoint[] } | null>(null);

  const load = useCallback(async () => {
    setChallenge(null);
    setOffset(0);
    track.current = null;
    setState('ready');
    try {
      setChallenge(await getCaptcha());
    } catch {
      setState('failed');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const max = challenge ? challenge.width - challenge.pieceSize : 0;
  const clamp = (value: number) => Math.max(0, Math.min(max, value));

  /**
   * Note the slider at x at event time `time`; the first note also records where it rested. Times
   * are whole milliseconds, each at least one after the one before (a key's first step moves the
   * slider in the same event that starts the track).
   */
  const note = (x: number, time: number) => {
    const trail = (track.current ??= { origin: time, points: [{ x: offset, t: 0 }] });
    const last = trail.points[trail.points.length - 1]!;
    if (x === last.x) return;
    trail.points.push({ x, t: Math.max(Math.round(time - trail.origin), last.t + 1) });
    // A very long drag keeps every other point, so the track stays within the gateway's bound.
    if (trail.points.length >= TRACK.maxPoints) trail.points = trail.points.filter((_, i, all) => i % 2 === 0 || i === all.length - 1);
  };
  /** Where the slider is: the newest noted position (the rendered offset may lag a pointer burst). */
  const position = () => {
    const points = track.current?.points;
    return points ? points[points.length - 1]!.x : offset;
  };
  const moveTo = (x: number, time: number) => {
    const next = clamp(x);
    note(next, time);
    setOffset(next);
  };

  const submit = async (x: number) => {
    if (!challenge || state !== 'ready') return;
    setState('checking');
    try {
      const pass = await verifyCaptcha({ id: challenge.id, x, track: track.current?.points ?? [] });
      setState('passed');
      onPass(pass);
    } catch {
      setState('failed');
      setTimeout(() => void load(), 900);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (state !== 'ready') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startOffset: offset };
    note(offset, event.timeStamp);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) moveTo(drag.current.startOffset + event.clientX - drag.current.startX, event.timeStamp);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void submit(position());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 2;
    if (event.key === 'ArrowRight') moveTo(position() + step, event.timeStamp);
    else if (event.key === 'ArrowLeft') moveTo(position() - step, event.timeStamp);
    else if (event.key === 'Enter') void submit(position());
    else return;
    event.preventDefault();
  };

  const status = state === 'passed' ? t('captcha.passed') : state === 'failed' ? t('captcha.failed') : t('captcha.hint');

  return (
    <div className={styles.captcha} style={{ width: challenge?.width ?? 320 }} data-testid="slider-captcha" data-captcha-id={challenge?.id}>
      <div className={styles.head}>
        <span>{t('captcha.title')}</span>
        <Button type="text" size="small" icon={<ReloadOutlined />} onClick={() => void load()} aria-label={t('captcha.refresh')} />
      </div>
      <div className={styles.picture} style={{ height: challenge?.height ?? 160 }}>
        {challenge ? (
          <>
            <img src={challenge.backgroundImage} alt="" width={challenge.width} height={challenge.height} draggable={false} />
            <img
              className={styles.piece}
              src={challenge.sliderImage}
              alt=""
              width={challenge.pieceSize}
              height={challenge.pieceSize}
              style={{ left: offset, top: challenge.y }}
              draggable={false}
            />
          </>
        ) : (
          <Spin tip={t('captcha.loading')} />
        )}
      </div>
      <div className={`${styles.track} ${styles[state]}`}>
        <div className={styles.fill} style={{ width: offset + 20 }} />
        <span className={styles.trackText} aria-live="polite">
          {status}
        </span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('captcha.handle')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(offset)}
          className={styles.handle}
          style={{ left: offset }}
          data-testid="captcha-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
        >
          ⟶
        </div>
      </div>
    </div>
  );
}
