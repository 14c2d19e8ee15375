import { Form } from 'antd';
import type { IndustryContractor } from '../../../../contract/profile';
import { useServerForm } from '../../../hooks/use-server-form';
import { useIndustries } from '../../../lib/reference/get-industries';
import { useAddIndustry } from '../api/industries';
import type { ItemEditorProps } from './ListSection';
import { ReferenceItemForm, type TakenProps } from './ReferenceItemForm';

type Values = { industry?: number };

/** A new industry of the agency. */
export function IndustryForm({
  taken,
  onCancel,
  onDone,
}: TakenProps & ItemEditorProps<IndustryContractor>) {
  const [form] = Form.useForm<Values>();
  const add = useAddIndustry();
  const industries = useIndustries();
  const serverForm = useServerForm(form, {
    fields: ['industry'],
    save: ({ industry }: Values) => add.mutateAsync({ industry: industry! }),
    savedToast: { title: 'Сохранено', description: 'Отрасль добавлена' },
    onSaved: onDone,
  });
  return (
    <ReferenceItemForm
      serverForm={serverForm}
      field="industry"
      formLabel="Новая отрасль"
      fieldLabel="Отрасль"
      required="Выберите отрасль"
      options={industries.data}
      taken={taken}
      notFound="Такой отрасли нет или она уже добавлена"
      onCancel={onCancel}
    />
  );
}
