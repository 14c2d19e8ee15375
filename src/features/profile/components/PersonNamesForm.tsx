import { Form } from 'antd';
import type { Me } from '../../../../contract/auth';
import type { PersonNamesPatch } from '../../../../contract/people';
import {
  PersonNameFields,
  trimmedNames,
} from '../../../components/account-fields/PersonNameFields';
import { useServerForm } from '../../../hooks/use-server-form';
import { useUpdateMe } from '../api/update-me';
import type { EditorProps } from './EditableSection';
import { EditForm } from '../../../components/edit-form/EditForm';

const FIELDS = ['first_name', 'last_name', 'position'] as const;

export type PersonNamesFormProps = {
  me: Me;
  /** Keeps the page's users/me/ answer current after a save. */
  onSaved: (saved: Me) => void;
};

/** The user's own name and position: colleagues see them in the team, clients beside its messages. */
export function PersonNamesForm({
  me,
  onSaved,
  onCancel,
  onDone,
}: PersonNamesFormProps & EditorProps) {
  const [form] = Form.useForm<PersonNamesPatch>();
  const save = useUpdateMe(onSaved);
  const namesForm = useServerForm(form, {
    fields: FIELDS,
    save: (values: PersonNamesPatch) => save.mutateAsync(trimmedNames(values)),
    savedToast: { title: 'Сохранено', description: 'Имя и должность обновлены' },
    onSaved: onDone,
  });
  return (
    <EditForm
      serverForm={namesForm}
      requiredMark={false}
      initialValues={{ first_name: me.first_name, last_name: me.last_name, position: me.position }}
      submitLabel="Сохранить"
      onCancel={onCancel}
    >
      <div className="profile-form__row">
        <PersonNameFields />
      </div>
    </EditForm>
  );
}
