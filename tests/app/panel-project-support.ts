import type { InboxProject } from '../../contract/tender';
import { stubApi, type ApiCall } from './auth-support';
import { jsonResponse } from './helpers';
import { inboxProject, page, projectPath, REASONS } from './panel-inbox-support';
import { MY_AGENCY, myAgency } from './personal-profile-support';

// /panel/projects/{id}'s test files: an API that serves one project as the agency sees it.

type Extra = Record<string, (call: ApiCall) => Response>;
/** The project as the server has it (a handler may change it), and the other calls the test answers. */
export function serve(
  project: InboxProject,
  extra: Extra = {},
  role: 'manager' | 'specialist' = 'manager',
) {
  const state = { project };
  const api = stubApi({
    [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency(role)),
    [`GET ${projectPath(project.project)}`]: () => jsonResponse(state.project),
    // A won project's reviews: none yet (tests/app/panel-review-reply.test.tsx has them).
    [`GET /review/api/v1/contractor-reviews/by-project/${project.project}/`]: () =>
      jsonResponse([]),
    [`GET /review/api/v1/client-reviews/by-project/${project.project}/`]: () => jsonResponse([]),
    // No questions, none to ask (tests/app/tender-questions.test.tsx has them).
    [`GET /tender/api/v1/projects/${project.project}/questions/`]: () =>
      jsonResponse({ questions: [], can_ask: false, ask_until: null, ask_note: '' }),
    [`GET ${REASONS}`]: () =>
      page([
        { id: 1, name: 'Нет свободной команды' },
        { id: 2, name: 'Бюджет не подходит' },
      ]),
    ...extra,
  });
  return { api, state };
}
export const viewed = (overrides: Partial<InboxProject> = {}) =>
  inboxProject({ status: 'viewed', ...overrides });
