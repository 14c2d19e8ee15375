// Who may do what inside an agency: the one table the server enforces (`requireAgencyRight`) and the app
// reads to show a screen read-only. The agency's owner (a user whose agency account is of type
// `contractor`) is its руководитель whatever its role row says; an employee (`contractor_user`) has the
// role it was invited with, and one without a role counts as a специалист.

export const AGENCY_ROLES = ['leader', 'manager', 'specialist'] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

/** The role names as a sentence needs them («может руководитель или менеджер»). */
const ROLE_WORDS: Record<AgencyRole, string> = {
  leader: 'руководитель',
  manager: 'менеджер',
  specialist: 'специалист',
};

/**
 * The rights table. `action` completes «… может руководитель» in a refusal; routes that come with later
 * issues (invitations from clients, tenders, tariffs) are guarded by the same entries.
 */
export const AGENCY_RIGHTS = {
  view: {
    action: 'Видеть панель агентства, его профиль, команду, проекты и тендеры',
    roles: ['leader', 'manager', 'specialist'],
  },
  editProfile: {
    action: 'Изменять профиль агентства',
    roles: ['leader', 'manager'],
  },
  publishProfile: {
    action: 'Публиковать агентство в каталоге и снимать его с публикации',
    roles: ['leader'],
  },
  manageStaff: {
    action: 'Приглашать сотрудников, менять их роли и удалять их',
    roles: ['leader', 'manager'],
  },
  answerInvitations: {
    action: 'Отвечать на приглашения заказчиков и участвовать в тендерах',
    roles: ['leader', 'manager'],
  },
  manageTariff: {
    action: 'Выбирать и оплачивать тариф',
    roles: ['leader'],
  },
} as const satisfies Record<string, { action: string; roles: readonly AgencyRole[] }>;

export type AgencyRight = keyof typeof AGENCY_RIGHTS;

/** The caller's role: the owner is the leader; an employee has its role, none or unknown → specialist. */
export function agencyRoleOf(isOwner: boolean, roleName: string | null | undefined): AgencyRole {
  if (isOwner) return 'leader';
  return roleName === 'manager' ? 'manager' : 'specialist';
}

export const can = (role: AgencyRole | null | undefined, right: AgencyRight): boolean =>
  role != null && (AGENCY_RIGHTS[right].roles as readonly AgencyRole[]).includes(role);

/** «Изменять профиль агентства может руководитель или менеджер.» */
export function rightDeniedMessage(right: AgencyRight): string {
  const { action, roles } = AGENCY_RIGHTS[right];
  const words: string[] = roles.map((role) => ROLE_WORDS[role]);
  if (words.length === 1) return `${action} может только ${words[0]}.`;
  return `${action} может ${words.slice(0, -1).join(', ')} или ${words.at(-1)}.`;
}
