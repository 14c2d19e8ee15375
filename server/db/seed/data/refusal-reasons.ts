// Reasons an agency declines an invitation, and reasons a client rejects a proposal; «Другое» stays last in
// each. Migration 0027 holds the client's list too, for databases made before it.
export const refusalReasons: string[] = [
  'Не наш профиль',
  'Нет свободных ресурсов',
  'Бюджет ниже наших расценок',
  'Сроки нереалистичны',
  'Конфликт интересов с текущим клиентом',
  'Недостаточно информации о задаче',
  'Не работаем в этом регионе',
  'Недостаточно опыта в отрасли',
  'Выбран другой подрядчик',
  'Другое',
];

export const clientRefusalReasons: string[] = [
  'Цена выше бюджета',
  'Сроки не подходят',
  'Мало релевантного опыта',
  'Подход не подходит',
  'Выбран другой исполнитель',
  'Проект перенесён или отменён',
  'Другое',
];
