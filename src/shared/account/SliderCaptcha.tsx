import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaApi, type CaptchaPass, type SliderChallenge } from '../api/account';
import styles from './slider-captcha.module.css';

/**
 * The slider captcha (SPEC §2, §4): drag the piece into the hole; on release the position is
 * checked once by the gateway, which answers a single-use secondary token.
 */
export function SliderCaptcha({ onPass }: { onPass: (pass: CaptchaPass) => void }) {
  const { t } = useTranslation('account');
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<'ready' | 'checking' | 'passed' | 'failed'>('ready');
  const drag = useRef<{ startX: number; startOffset: number } | null>(null);

  const load = useCallback(async () => {
    setChallenge(null);
    setOffset(0);
    setState('ready');
    try {
      setChallenge(await captchaApi.generate());
    } catch {
      setState('failed');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const max = challenge ? challenge.width - challenge.pieceSize : 0;
  const clamp = (value: number) => Math.max(0, Math.min(max, value));

  const submit = async (x: number) => {
    if (!challenge || state !== 'ready') return;
    setState('checking');
    try {
      const pass = await captchaApi.verify(challenge.id, x);
      setState('passed');
      onPass({ captchaId: pass.id, captchaSecondaryToken: pass.captchaSecondaryToken });
    } catch {
      setState('failed');
      setTimeout(() => void load(), 900);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (state !== 'ready') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startOffset: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset(clamp(drag.current.startOffset + event.clientX - drag.current.startX));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void submit(offset);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 2;
    if (event.key === 'ArrowRight') setOffset((o) => clamp(o + step));
    else if (event.key === 'ArrowLeft') setOffset((o) => clamp(o - step));
    else if (event.key === 'Enter') void submit(offset);
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
              style={{ left: offset, height: challenge.height }}
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
