import type { PluralForms } from './plural';

// The rules of a client company's people the app and the server share. No zod: the profile screen reads them.

/** Who may change the list: the server's 403 and the app's read-only note say the same. */
export const COLLEAGUES_OWNER_ONLY = 'Приглашать и удалять коллег может только владелец компании.';

/** «2 человека». */
export const PERSON_FORMS: PluralForms = ['человек', 'человека', 'человек'];
/** «1 приглашение». */
export const INVITATION_FORMS: PluralForms = ['приглашение', 'приглашения', 'приглашений'];
