import { SMS_SCENES, type SmsScene } from '../../src/shared/contracts/account';
import { Code } from '../../src/shared/core/codes';
import { BizError } from './envelope';

/**
 * A scene named on the wire (SPEC §7), checked. Both the sms module (which sends the codes) and the
 * captcha module (which guards the sends) take one, so it lives below both.
 */
export function assertScene(scene: string): SmsScene {
  if (!(SMS_SCENES as readonly string[]).includes(scene)) throw new BizError(Code.ERROR, '场景配置不存在');
  return scene as SmsScene;
}
