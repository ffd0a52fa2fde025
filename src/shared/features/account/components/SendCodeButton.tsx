import { Button, Grid, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { CaptchaPass, CodeTarget, SendRefusal, SmsScene } from '../../../contracts/account';
import { ApiError } from '../../../api/error';
import { toast } from '../../../ui/toast';
import { isCaptchaRequired } from '../api/get-captcha';
import { getLockStatus, sendCode } from '../api/send-code';
import { SliderCaptcha } from './SliderCaptcha';
import '../../../i18n/account';

/**
 * The send-code button of SPEC §4: lock check, then a slider captcha beside the button when the
 * gateway says verification must begin, then the send and the countdown the gateway sets (60
 * seconds, longer when the phone has had many codes today).
 */
export function SendCodeButton(props: {
  scene: SmsScene;
  /** Validate the recipient field and answer where the code goes; reject to stop. */
  target: () => Promise<CodeTarget>;
  email?: boolean;
  block?: boolean;
  size?: 'large' | 'middle';
  /** Told the gateway's refusal (besides its toast), for a form that says it in place. */
  onError?: (message: string) => void;
}) {
  const { t } = useTranslation('account');
  const [seconds, setSeconds] = useState(0);
  const [busy, setBusy] = useState(false);
  const [captchaFor, setCaptchaFor] = useState<CodeTarget | null>(null);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const send = async (target: CodeTarget, captcha?: CaptchaPass) => {
    setBusy(true);
    try {
      const { cooldownSeconds } = await sendCode(props.scene, target, captcha);
      props.onError?.('');
      toast.success(t('code.sent'));
      setSeconds(cooldownSeconds);
    } catch (error) {
      // The gateway asks for a captcha when it sees risk the client did not know about (this client,
      // or a phone that got many codes today; its message, shown already, says which).
      const refusal = error instanceof ApiError ? (error.data as SendRefusal | null) : null;
      if (error instanceof ApiError) props.onError?.(error.message);
      if (refusal?.captchaRequired) setCaptchaFor(target);
      else if (refusal?.retryAfter) setSeconds(refusal.retryAfter);
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    let target: CodeTarget;
    try {
      target = await props.target();
    } catch {
      return; // the form shows what is wrong with the field
    }
    setBusy(true);
    try {
      let locked: boolean;
      try {
        locked = await getLockStatus();
      } catch {
        toast.error(t('code.lockFailed'));
        return;
      }
      if (locked) {
        toast.error(t('code.locked'));
        return;
      }
      if (await isCaptchaRequired(props.scene)) {
        setCaptchaFor(target);
        return;
      }
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    await send(target);
  };

  const screens = Grid.useBreakpoint();
  const label = seconds > 0 ? t('code.resend', { seconds }) : busy ? t('code.sending') : props.email ? t('code.sendEmail') : t('code.send');
  return (
    <Popover
      open={captchaFor !== null}
      // Beside the button where there is room; below it on a phone, where a 320-pixel puzzle
      // to its right would leave the screen.
      placement={screens.md ? 'right' : 'bottom'}
      trigger="click"
      onOpenChange={(open) => !open && setCaptchaFor(null)}
      content={
        captchaFor && (
          <SliderCaptcha
            onPass={(pass) => {
              const target = captchaFor;
              setTimeout(() => setCaptchaFor(null), 400);
              void send(target, pass);
            }}
          />
        )
      }
    >
      <Button size={props.size} block={props.block} disabled={seconds > 0 || busy} onClick={() => void start()}>
        {label}
      </Button>
    </Popover>
  );
}
