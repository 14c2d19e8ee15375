import { PerformersPage } from '../../features/project/components/PerformersPage';
import { SendingInvitations } from '../../features/project/components/SendingInvitations';

// /performers/{id}/sending-invitations: the budget check, the favourites to invite and who was invited, in plain
// HTML (no antd) within the first visit's JavaScript budget, like the ranking and the requirements beside it.

export const SendingInvitationsPage = () => (
  <PerformersPage title="Отправка приглашений" tab={(id) => <SendingInvitations project={id} />} />
);
