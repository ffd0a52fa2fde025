import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Input, Popover, type InputProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { PASSWORD_MAX, passwordHints } from '../../../core/validation';
import '../../../i18n/account';

/** A new-password input with the live hints popover that ticks each SPEC §5 rule. */
export function PasswordField({ value = '', onChange, ...rest }: Omit<InputProps, 'value' | 'onChange'> & { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('account');
  const [focused, setFocused] = useState(false);
  const hints = passwordHints(value);
  return (
    <Popover
      open={focused}
      placement="rightTop"
      title={t('password.hintsTitle')}
      content={
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-live="polite" data-testid="password-hints">
          {hints.map((hint) => (
            <li key={hint.key} data-ok={hint.ok} style={{ color: hint.ok ? '#389e0d' : undefined, lineHeight: '26px' }}>
              {hint.ok ? <CheckCircleFilled /> : <CloseCircleOutlined />} {hint.label}
            </li>
          ))}
        </ul>
      }
    >
      <Input.Password
        {...rest}
        value={value}
        maxLength={PASSWORD_MAX}
        autoComplete="new-password"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </Popover>
  );
}
