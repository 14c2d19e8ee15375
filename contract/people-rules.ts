// The plain values of people.ts (no zod): the app imports them from here, so its bundle carries no schema.

export const PERSON_NAME_MAX = 150;
export const POSITION_MAX = 150;

/** «Анна Смирнова», or null when neither name is set. */
export function fullName(person: { first_name: string; last_name: string }): string | null {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
  return name || null;
}
