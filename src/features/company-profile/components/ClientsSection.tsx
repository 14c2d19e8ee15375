import type { ClientHistory } from '../../../../contract/profile';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { useRemoveClientHistory } from '../api/client-histories';
import { usePersonalProfile } from '../api/get-personal-profile';
import { ListSection } from './ListSection';
import { clientName, quoted, yearsText } from './list-format';

const loadForm = () => import('./ClientForm').then((module) => module.ClientForm);

/** «Клиенты»: who the agency has worked for, in which industry and when. */
export function ClientsSection() {
  const { profile } = usePersonalProfile();
  const canEdit = useAgencyRights().can('editProfile');
  const remove = useRemoveClientHistory();
  if (profile.isError) return null; // the error toast said it
  return (
    <ListSection<ClientHistory, object>
      title="Клиенты"
      items={profile.data?.client_histories}
      emptyHint="Перечислите клиентов, с которыми вы работали: знакомые имена вызывают доверие заказчиков."
      emptyText="Клиенты пока не указаны."
      addLabel="Добавить клиента"
      nameOf={(row) => `клиента ${quoted(clientName(row))}`}
      renderItem={(row) => {
        const meta = [row.industry?.name, yearsText(row.year_from, row.year_to)].filter(Boolean);
        return (
          <>
            <p className="plist__name">{clientName(row)}</p>
            {meta.length > 0 && <p className="plist__meta">{meta.join(' · ')}</p>}
            {row.text && <p className="plist__text">{row.text}</p>}
          </>
        );
      }}
      canEdit={canEdit}
      loadForm={loadForm}
      formProps={{}}
      formHeight={620}
      remove={(row) => remove.mutateAsync(row.id)}
      removing={remove.isPending}
      removeNote="Запись о работе с этим клиентом пропадёт из профиля."
    />
  );
}
