import { performersLazyTab } from './performers-lazy-tab';

// /performers/{id}/sending-invitations: the budget check, the favourites to invite and who was invited, in plain
// HTML (no antd) within the first visit's JavaScript budget, like the ranking and the requirements beside it;
// the tab's code follows the heading.

export const SendingInvitationsPage = performersLazyTab(
  'Отправка приглашений',
  'Загрузка приглашений',
  () =>
    import('../../features/project/components/SendingInvitations').then(
      (module) => module.SendingInvitations,
    ),
);
