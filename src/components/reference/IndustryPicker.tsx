import { Select } from 'antd';
import { CLEARABLE } from '../antd-provider/clearable';
import { useIndustries } from '../../lib/reference/get-industries';

type IndustryPickerProps = {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
};

/** One industry from the reference list; an antd Form control. */
export function IndustryPicker({ id, value, onChange }: IndustryPickerProps) {
  const industries = useIndustries();
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={(industries.data ?? []).map((industry) => ({
        value: industry.id,
        label: industry.name,
      }))}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={CLEARABLE}
      loading={industries.isPending}
      placeholder="Выберите отрасль"
    />
  );
}
