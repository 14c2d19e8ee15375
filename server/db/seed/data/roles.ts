import type { RoleSeed } from './types';

// Roles of an employee inside an agency account.
export const roles: RoleSeed[] = [
  {
    name: 'leader',
    title: 'Руководитель',
    description:
      'Управляет профилем агентства, сотрудниками и их ролями, выбирает и оплачивает тариф ' +
      'и видит все проекты и тендеры.',
  },
  {
    name: 'manager',
    title: 'Менеджер проектов',
    description:
      'Отвечает на приглашения заказчиков, готовит и отправляет предложения в тендерах ' +
      'и ведёт переписку по проектам.',
  },
  {
    name: 'specialist',
    title: 'Специалист',
    description:
      'Просматривает проекты и тендеры агентства и редактирует профиль: услуги, кейсы, ' +
      'клиентов и описание.',
  },
];
