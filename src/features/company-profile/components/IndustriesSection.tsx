import type { IndustryContractor } from '../../../../contract/profile';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { usePersonalProfile } from '../api/get-personal-profile';
import { useRemoveIndustry } from '../api/industries';
import { ListSection } from './ListSection';
import { quoted } from './list-format';
import type { TakenProps } from './ReferenceItemForm';

const loadForm = () => import('./IndustryForm').then((module) => module.IndustryForm);

/** «Отрасли»: the markets the agency knows. */
export function IndustriesSection() {
  const { profile } = usePersonalProfile();
  const canEdit = useAgencyRights().can('editProfile');
  const remove = useRemoveIndustry();
  if (profile.isError) return null; // the error toast said it
  const industries = profile.data?.industries;
  return (
    <ListSection<IndustryContractor, TakenProps>
      title="Отрасли"
      items={industries}
      emptyHint="Укажите отрасли, где у агентства есть опыт: заказчики ищут тех, кто знает их рынок."
      emptyText="Отрасли пока не указаны."
      addLabel="Добавить отрасль"
      nameOf={(row) => `отрасль ${quoted(row.industry.name)}`}
      renderItem={(row) => row.industry.name}
      tags
      canEdit={canEdit}
      loadForm={loadForm}
      formProps={{ taken: industries?.map((row) => row.industry.id) ?? [] }}
      formHeight={130}
      remove={(row) => remove.mutateAsync(row.id)}
      removing={remove.isPending}
    />
  );
}
