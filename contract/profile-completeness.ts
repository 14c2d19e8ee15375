// How complete an agency's profile is, what to add next, and whether it may be published. Pure, no zod:
// the server refuses a publication with it and answers it in `contractors-lk/{id}/`, the panel draws it.

/** What the meter reads from a profile (the personal profile has all of it). */
export interface CompletenessInput {
  description: string;
  website: string | null;
  founded_year: number | null;
  staff_count: number | null;
  services: readonly { service_range: unknown }[];
  industries: readonly unknown[];
  locations: readonly unknown[];
  languages: readonly unknown[];
  client_histories: readonly unknown[];
  /** Its cases with the kinds of their materials: a case counts once it shows a picture. */
  cases: readonly { materials: readonly { kind: string }[] }[];
  /** Its logo; null without one. */
  logo: object | null;
}

export interface CompletenessItem {
  key: CompletenessKey;
  text: string;
}

export interface Completeness {
  /** 0–100. */
  percent: number;
  /** What the profile lacks, most useful first. */
  missing: CompletenessItem[];
  /** The most useful thing to add now; null for a full profile. */
  next: CompletenessItem | null;
  can_publish: boolean;
  /** Why the agency cannot be published yet (empty when it can). */
  publish_blockers: CompletenessItem[];
}

const isImage = (material: { kind: string }) => material.kind === 'image';

interface Part {
  /** Share of the meter, all parts sum to 100. */
  weight: number;
  /** Part of the publication minimum. */
  required: boolean;
  done: (p: CompletenessInput) => boolean;
  text: (p: CompletenessInput) => string;
}

const PARTS = {
  services: {
    weight: 20,
    required: true,
    done: (p) => p.services.some((s) => s.service_range != null),
    text: (p) =>
      p.services.length === 0
        ? 'Добавьте хотя бы одну услугу с диапазоном цен.'
        : 'Укажите диапазон цен хотя бы у одной услуги.',
  },
  description: {
    weight: 15,
    required: true,
    done: (p) => p.description.trim() !== '',
    text: () => 'Расскажите об агентстве в описании.',
  },
  locations: {
    weight: 10,
    required: true,
    done: (p) => p.locations.length > 0,
    text: () => 'Укажите, где агентство работает: страну или город.',
  },
  cases: {
    weight: 17,
    required: false,
    // A case without a picture tells a buyer little: the work is what they judge.
    done: (p) => p.cases.some((agencyCase) => agencyCase.materials.some(isImage)),
    text: (p) =>
      p.cases.length === 0
        ? 'Добавьте кейс: заказчики выбирают по работам.'
        : 'Добавьте к кейсу изображение: заказчики хотят увидеть работу.',
  },
  industries: {
    weight: 9,
    required: false,
    done: (p) => p.industries.length > 0,
    text: () => 'Укажите отрасли, в которых у агентства есть опыт.',
  },
  client_histories: {
    weight: 9,
    required: false,
    done: (p) => p.client_histories.length > 0,
    text: () => 'Перечислите клиентов, с которыми агентство работало.',
  },
  logo: {
    weight: 5,
    required: false,
    done: (p) => p.logo !== null,
    text: () => 'Загрузите логотип: по нему агентство узнают в каталоге и подборе.',
  },
  languages: {
    weight: 5,
    required: false,
    done: (p) => p.languages.length > 0,
    text: () => 'Укажите языки, на которых агентство работает.',
  },
  website: {
    weight: 4,
    required: false,
    done: (p) => (p.website ?? '') !== '',
    text: () => 'Добавьте сайт агентства.',
  },
  founded_year: {
    weight: 3,
    required: false,
    done: (p) => p.founded_year !== null,
    text: () => 'Укажите год основания.',
  },
  staff_count: {
    weight: 3,
    required: false,
    done: (p) => p.staff_count !== null,
    text: () => 'Укажите число сотрудников.',
  },
} as const satisfies Record<string, Part>;

export type CompletenessKey = keyof typeof PARTS;

// The order of usefulness: the publication minimum first, then by weight (the table's order breaks ties).
const ORDER = (Object.keys(PARTS) as CompletenessKey[]).sort(
  (a, b) =>
    Number(PARTS[b].required) - Number(PARTS[a].required) || PARTS[b].weight - PARTS[a].weight,
);

export function profileCompleteness(profile: CompletenessInput): Completeness {
  const missing: CompletenessItem[] = [];
  const blockers: CompletenessItem[] = [];
  let percent = 0;
  for (const key of ORDER) {
    const part: Part = PARTS[key];
    if (part.done(profile)) {
      percent += part.weight;
      continue;
    }
    const item = { key, text: part.text(profile) };
    missing.push(item);
    if (part.required) blockers.push(item);
  }
  return {
    percent,
    missing,
    next: missing[0] ?? null,
    can_publish: blockers.length === 0,
    publish_blockers: blockers,
  };
}
