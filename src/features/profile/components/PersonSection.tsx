import type { Me } from '../../../../contract/auth';
import { EditableSection } from './EditableSection';
import type { PersonNamesFormProps } from './PersonNamesForm';
import { FactsSkeleton } from './ProfilePage';

const loadForm = () => import('./PersonNamesForm').then((module) => module.PersonNamesForm);

type PersonSectionProps = {
  /** The users/me/ answer; undefined while it loads or when it failed (a toast said so). */
  me: Me | undefined;
  pending: boolean;
  onSaved: PersonNamesFormProps['onSaved'];
};

/** «О вас»: the user's name and position, read-only until «Изменить». */
export function PersonSection({ me, pending, onSaved }: PersonSectionProps) {
  if (!me) {
    return pending ? (
      <section className="surface-card">
        <h2>О вас</h2>
        <FactsSkeleton rows={3} />
      </section>
    ) : null;
  }
  return (
    <EditableSection<PersonNamesFormProps>
      title="О вас"
      facts={[
        { label: 'Имя', value: me.first_name },
        { label: 'Фамилия', value: me.last_name },
        { label: 'Должность', value: me.position },
      ]}
      loadForm={loadForm}
      formProps={{ me, onSaved }}
      formHeight={{ narrow: 290, wide: 204 }}
    />
  );
}
