import type { ContractorLanguage } from '../../../../contract/profile';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { usePersonalProfile } from '../api/get-personal-profile';
import { useRemoveLanguage } from '../api/languages';
import { ListSection } from './ListSection';
import { quoted } from './list-format';
import type { TakenProps } from './ReferenceItemForm';

const loadForm = () => import('./LanguageForm').then((module) => module.LanguageForm);

/** «Языки»: the languages the agency works in. */
export function LanguagesSection() {
  const { profile } = usePersonalProfile();
  const canEdit = useAgencyRights().can('editProfile');
  const remove = useRemoveLanguage();
  if (profile.isError) return null; // the error toast said it
  const languages = profile.data?.languages;
  return (
    <ListSection<ContractorLanguage, TakenProps>
      title="Языки"
      items={languages}
      emptyHint="Укажите языки, на которых вы работаете: это важно заказчикам с зарубежными рынками."
      emptyText="Языки пока не указаны."
      addLabel="Добавить язык"
      nameOf={(row) => `язык ${quoted(row.language.name)}`}
      renderItem={(row) => row.language.name}
      tags
      canEdit={canEdit}
      loadForm={loadForm}
      formProps={{ taken: languages?.map((row) => row.language.id) ?? [] }}
      formHeight={130}
      remove={(row) => remove.mutateAsync(row.id)}
      removing={remove.isPending}
    />
  );
}
