import { Input, type InputProps } from 'antd';
import { CODE_LENGTH, sanitizeCode } from '../../../core/validation';

/** The 6-digit code field: non-digits are dropped as typed (SPEC §5). */
export function CodeInput({ value, onChange, ...rest }: Omit<InputProps, 'onChange' | 'value'> & { value?: string; onChange?: (value: string) => void }) {
  return (
    <Input
      {...rest}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      onChange={(event) => onChange?.(sanitizeCode(event.target.value))}
    />
  );
}
