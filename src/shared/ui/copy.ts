import { i18n } from '../i18n';
import { toast } from './toast';

/** Copy text and say so (SPEC §8 复制成功). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(i18n.t('copySuccess'));
    return true;
  } catch {
    // Clipboard API refused (insecure context or permissions): fall back to a hidden textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    if (done) toast.success(i18n.t('copySuccess'));
    else toast.error(i18n.t('copyFailed'));
    return done;
  }
}
