import type { LocationContractor } from '../../../../contract/profile';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { usePersonalProfile } from '../api/get-personal-profile';
import { useRemoveLocation } from '../api/locations';
import { ListSection } from './ListSection';
import { placeText, quoted } from './list-format';

const loadForm = () => import('./LocationForm').then((module) => module.LocationForm);

/** «География»: the countries, or cities of them, where the agency takes projects. */
export function LocationsSection() {
  const { profile } = usePersonalProfile();
  const canEdit = useAgencyRights().can('editProfile');
  const remove = useRemoveLocation();
  if (profile.isError) return null; // the error toast said it
  return (
    <ListSection<LocationContractor, object>
      title="География"
      items={profile.data?.locations}
      emptyHint="Укажите страну или город, где вы работаете: заказчики ищут агентства в своём регионе."
      emptyText="Места работы пока не указаны."
      addLabel="Добавить место работы"
      nameOf={(row) => `место работы ${quoted(placeText(row))}`}
      renderItem={(row) => <p className="plist__name">{placeText(row)}</p>}
      canEdit={canEdit}
      loadForm={loadForm}
      formProps={{}}
      formHeight={230}
      remove={(row) => remove.mutateAsync(row.id)}
      removing={remove.isPending}
    />
  );
}
