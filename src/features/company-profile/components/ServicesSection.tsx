import type { ServiceContractor } from '../../../../contract/profile';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { usePersonalProfile } from '../api/get-personal-profile';
import { useRemoveService } from '../api/services';
import { ListSection } from './ListSection';
import { quoted } from './list-format';
import type { ServiceFormProps } from './ServiceForm';

const loadForm = () => import('./ServiceForm').then((module) => module.ServiceForm);

/** «Услуги»: what the agency does, at what price, in its own words. */
export function ServicesSection() {
  const { profile } = usePersonalProfile();
  const canEdit = useAgencyRights().can('editProfile');
  const remove = useRemoveService();
  if (profile.isError) return null; // the error toast said it
  const services = profile.data?.services;
  return (
    <ListSection<ServiceContractor, ServiceFormProps>
      title="Услуги"
      items={services}
      emptyHint="Добавьте услуги с ценами: заказчики ищут агентства по услугам и ценам."
      emptyText="Услуги пока не указаны."
      addLabel="Добавить услугу"
      nameOf={(row) => `услугу ${quoted(row.service.name)}`}
      renderItem={(row) => (
        <>
          <p className="plist__name">{row.service.name}</p>
          <p className="plist__meta">
            {row.service_range ? `Проект: ${row.service_range.name}` : 'Цена не указана'}
          </p>
          {row.description && <p className="plist__text">{row.description}</p>}
        </>
      )}
      canEdit={canEdit}
      loadForm={loadForm}
      formProps={{ taken: services?.map((row) => row.service.id) ?? [] }}
      formHeight={330}
      remove={(row) => remove.mutateAsync(row.id)}
      removing={remove.isPending}
      removeNote="Заказчики перестанут находить агентство по этой услуге; кейсы останутся."
    />
  );
}
