import { Checkbox, Radio } from 'antd';
import type { CheckboxOptionType } from 'antd';

/**
 * Choice fields for antd forms with valid ARIA: Form.Item hands its child aria-required and
 * aria-invalid, which antd's groups put on a plain div. Here they land on an element whose role
 * allows them (radiogroup), or are dropped where no role does (a group of checkboxes).
 */
interface ChoiceProps<T> {
  id?: string;
  value?: T;
  onChange?: (value: T) => void;
  options: CheckboxOptionType[];
  className?: string;
  'aria-required'?: boolean | 'true' | 'false';
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

export function RadioChoices({ id, value, onChange, options, className, buttons, ...aria }: ChoiceProps<string> & { buttons?: boolean }) {
  return (
    <div role="radiogroup" id={id} {...aria}>
      <Radio.Group
        value={value}
        onChange={(event) => onChange?.(event.target.value as string)}
        options={options}
        optionType={buttons ? 'button' : 'default'}
        className={className}
      />
    </div>
  );
}

export function CheckboxChoices({ id, value, onChange, options, className, 'aria-required': _required, ...aria }: ChoiceProps<string[]>) {
  return (
    <div role="group" id={id} {...aria}>
      <Checkbox.Group value={value} onChange={(next) => onChange?.(next as string[])} options={options} className={className} />
    </div>
  );
}
