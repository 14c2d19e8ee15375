import type { PushPayload } from '../../contract/notifications';

// One push as the server sends it, for the worker's tests.

export const ORIGIN = 'https://podryad.example';

export const PAYLOAD: PushPayload = {
  notification_id: 42,
  kind: 'review_received',
  title: 'Новый отзыв',
  text: 'Компания «Луч» оставила отзыв о работе над проектом «Сайт».',
  link: '/executor/5',
  unread_count: 3,
};
