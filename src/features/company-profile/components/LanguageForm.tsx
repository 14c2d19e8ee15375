import { Form } from 'antd';
import type { ContractorLanguage } from '../../../../contract/profile';
import { useServerForm } from '../../../hooks/use-server-form';
import { useLanguages } from '../../../lib/reference/get-languages';
import { useAddLanguage } from '../api/languages';
import type { ItemEditorProps } from './ListSection';
import { ReferenceItemForm, type TakenProps } from './ReferenceItemForm';

type Values = { language?: number };

/** A new language of the agency. */
export function LanguageForm({
  taken,
  onCancel,
  onDone,
}: TakenProps & ItemEditorProps<ContractorLanguage>) {
  const [form] = Form.useForm<Values>();
  const add = useAddLanguage();
  const languages = useLanguages();
  const serverForm = useServerForm(form, {
    fields: ['language'],
    save: ({ language }: Values) => add.mutateAsync({ language: language! }),
    savedToast: { title: 'Сохранено', description: 'Язык добавлен' },
    onSaved: onDone,
  });
  return (
    <ReferenceItemForm
      serverForm={serverForm}
      field="language"
      formLabel="Новый язык"
      fieldLabel="Язык"
      required="Выберите язык"
      options={languages.data}
      taken={taken}
      notFound="Такого языка нет или он уже добавлен"
      onCancel={onCancel}
    />
  );
}
