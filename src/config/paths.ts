// The route table: the one place a URL is spelled. Components link with `paths.x.getHref(...)`.

const withQuery = (path: string, query?: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const fixed = (path: string) => ({ path, getHref: () => path });

export const legalSlugs = [
  'public-offer',
  'privacy-policy',
  'user-agreement',
  'content-policy',
  'mailing-agreement',
  'personal-data-processing-policy',
] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export const paths = {
  home: fixed('/'),
  list: fixed('/list'),
  testPage: fixed('/test-page'),

  auth: {
    login: {
      path: '/auth/login',
      getHref: (query?: { redirectTo?: string; uid?: string; token?: string }) =>
        withQuery('/auth/login', query),
    },
    register: {
      path: '/auth/register',
      /** variant 2 = agency registration */
      getHref: (variant?: '1' | '2') => withQuery('/auth/register', { variant }),
    },
    reset: fixed('/auth/reset'),
    logout: fixed('/auth/logout'),
  },

  legal: {
    path: '/:slug',
    getHref: (slug: LegalSlug) => `/${slug}`,
  },

  executor: { path: '/executor/:id', getHref: (id: number | string) => `/executor/${id}` },

  knowledgebase: {
    list: fixed('/knowledgebase'),
    article: {
      path: '/knowledgebase/:id',
      getHref: (id: number | string) => `/knowledgebase/${id}`,
    },
  },

  notifications: fixed('/notifications'),

  dashboard: {
    root: fixed('/dashboard'),
    profile: fixed('/dashboard/profile'),
    profileCompany: fixed('/dashboard/profile/company'),
    profilePassword: fixed('/dashboard/profile/password'),
    project: {
      path: '/dashboard/project/:id',
      getHref: (id: number | string) => `/dashboard/project/${id}`,
    },
    projectWinner: {
      path: '/dashboard/project/:id/winner',
      getHref: (id: number | string) => `/dashboard/project/${id}/winner`,
    },
    projectPerformers: {
      path: '/dashboard/project/:id/performers',
      getHref: (id: number | string) => `/dashboard/project/${id}/performers`,
    },
    projectDescription: {
      path: '/dashboard/project/:id/description',
      getHref: (id: number | string) => `/dashboard/project/${id}/description`,
    },
  },

  panel: {
    root: fixed('/panel'),
    staff: fixed('/panel/staff'),
    profile: fixed('/panel/profile'),
    profilePassword: fixed('/panel/profile/password'),
    notifications: fixed('/panel/notifications'),
    projects: fixed('/panel/projects'),
    project: {
      path: '/panel/projects/:id',
      getHref: (id: number | string) => `/panel/projects/${id}`,
    },
    tariffs: fixed('/panel/tariffs'),
    tariff: { path: '/panel/tariffs/:slug', getHref: (slug: string) => `/panel/tariffs/${slug}` },
    companyProfile: fixed('/panel/company-profile'),
    knowledgebase: fixed('/panel/knowledgebase'),
    knowledgebaseArticle: {
      path: '/panel/knowledgebase/:id',
      getHref: (id: number | string) => `/panel/knowledgebase/${id}`,
    },
    /** the four legal pages the panel shows inside its own layout */
    legal: {
      path: '/panel/:slug',
      getHref: (slug: 'public-offer' | 'privacy-policy' | 'user-agreement' | 'mailing-agreement') =>
        `/panel/${slug}`,
    },
  },

  createCompany: {
    root: fixed('/create-company'),
    services: fixed('/create-company/services'),
    industries: fixed('/create-company/industries'),
    description: fixed('/create-company/description'),
  },

  createProject: {
    root: fixed('/create-project'),
    company: fixed('/create-project/company'),
    executor: fixed('/create-project/executor'),
    industries: fixed('/create-project/industries'),
    requirements: fixed('/create-project/requirements'),
    aboutProject: fixed('/create-project/about-project'),
  },

  performers: {
    root: { path: '/performers/:id', getHref: (id: number | string) => `/performers/${id}` },
    favorites: {
      path: '/performers/:id/favorites',
      getHref: (id: number | string) => `/performers/${id}/favorites`,
    },
    aboutProject: {
      path: '/performers/:id/about-project',
      getHref: (id: number | string) => `/performers/${id}/about-project`,
    },
    sendingInvitations: {
      path: '/performers/:id/sending-invitations',
      getHref: (id: number | string) => `/performers/${id}/sending-invitations`,
    },
  },
} as const;

/** External pages of the footer. */
export const externalLinks = {
  media: 'https://media.podryad.example/',
  career: 'https://career.podryad.example/',
  videoChannel: 'https://rutube.ru/channel/podryad/',
  messenger: 'https://t.me/podryad_market',
} as const;
