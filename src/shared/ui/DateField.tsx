import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';

const FORMAT = 'YYYY-MM-DD';

/**
 * A date picked in antd's DatePicker (zh_CN under AntdProvider: 请选择日期, 今天, Chinese months)
 * instead of the browser's own, whose mm/dd/yyyy and validation bubble follow the browser's
 * language. The form holds the date as the text the gateway takes (YYYY-MM-DD; '' when cleared);
 * days before `min` cannot be picked.
 */
export function DateField(props: { id?: string; value?: string; onChange?: (value: string) => void; min?: string; style?: CSSProperties; disabled?: boolean }) {
  const { min } = props;
  return (
    <DatePicker
      id={props.id}
      value={props.value ? dayjs(props.value, FORMAT) : null}
      onChange={(date) => props.onChange?.(date ? date.format(FORMAT) : '')}
      format={FORMAT}
      disabledDate={min ? (date) => date.format(FORMAT) < min : undefined}
      disabled={props.disabled}
      style={{ width: '100%', ...props.style }}
    />
  );
}
