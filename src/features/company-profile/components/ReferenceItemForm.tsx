import { Form, Select } from 'antd';
import type { ServerForm } from '../../../hooks/use-server-form';
import { EditForm } from '../../../components/edit-form/EditForm';

export type TakenProps = {
  /** Reference ids the agency already has: not offered again. */
  taken: number[];
};

type ReferenceItemFormProps<Values> = TakenProps & {
  serverForm: ServerForm<Values>;
  /** The field as the server names it: `industry`, `language`. */
  field: string;
  /** The form's name for screen readers and the field's label. */
  formLabel: string;
  fieldLabel: string;
  required: string;
  options: readonly { id: number; name: string }[] | undefined;
  notFound: string;
  onCancel: () => void;
};

/** One choice from a reference list (an industry, a language), those already added left out. */
export function ReferenceItemForm<Values>({
  serverForm,
  field,
  formLabel,
  fieldLabel,
  required,
  options,
  taken,
  notFound,
  onCancel,
}: ReferenceItemFormProps<Values>) {
  return (
    <EditForm
      serverForm={serverForm}
      name={field}
      label={formLabel}
      submitLabel="Добавить"
      onCancel={onCancel}
    >
      <Form.Item name={field} label={fieldLabel} rules={[{ required: true, message: required }]}>
        <Select
          options={(options ?? [])
            .filter((option) => !taken.includes(option.id))
            .map((option) => ({ value: option.id, label: option.name }))}
          showSearch={{ optionFilterProp: 'label' }}
          loading={!options}
          placeholder="Начните вводить название"
          notFoundContent={notFound}
        />
      </Form.Item>
    </EditForm>
  );
}
