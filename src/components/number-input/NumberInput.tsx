import { InputNumber, type InputNumberProps } from 'antd';

/**
 * antd's number input without its step buttons: their accessible names are English whatever the locale
 * («Increase Value», hard-coded below antd), and the field's arrow keys step the number all the same.
 */
export function NumberInput(props: InputNumberProps<number>) {
  return <InputNumber<number> inputMode="numeric" {...props} controls={false} />;
}
