import { describe, expect, it } from 'vitest';
import { rightDeniedMessage } from '../../contract/agency-rights';
import type { Method } from './helpers/accounts';
import { DAY, T, useTenderApp } from './helpers/tender';
import { ROLES, type Role } from './helpers/world';

// Every route of /tender × every kind of visitor: the project's client, another client, the invited agency's
// leader, manager and specialist, another agency's leader, a guest. Each cell builds its own project.

const t = useTenderApp();
const { as, invited, inTender, answer } = t;

type Prepared = { url: string; body?: unknown };
type Row = [
  method: Method,
  route: string,
  statuses: string,
  prepare: (role: Role) => Promise<Prepared>,
];

const soon = () => new Date(Date.now() + 3 * DAY).toISOString();
const agencyRole = (role: Role) =>
  ['leader', 'otherLeader', 'manager', 'specialist'].includes(role);

// Statuses for: guest, client, other client, leader, other agency's leader, manager, specialist.
// prettier-ignore
const rows: Row[] = [
  ['GET', 'invitations/?project=',                '401 200 404 403 403 403 403', async () => ({ url: `${T}/invitations/?project=${(await invited()).project}` })],
  ['POST', 'invitations/create-invitations/',     '401 201 404 403 403 403 403', async () => {
    const { project } = await t.fresh();
    return { url: `${T}/invitations/create-invitations/`, body: { project: project.id, contractors: [t.agency('leader')] } };
  }],
  ['PATCH', 'invitations/{id}/',                  '401 403 403 200 404 200 403', async () => {
    const { invitation } = await invited();
    return { url: `${T}/invitations/${invitation('leader').id}/`, body: { status: 'accepted', conflict: 'none' } };
  }],
  ['GET', 'projects-by-invitation/',              '401 403 403 200 200 200 200', () => Promise.resolve({ url: `${T}/projects-by-invitation/` })],
  ['GET', 'projects-by-invitation/{id}/',         '401 403 403 200 404 200 200', async () => ({ url: `${T}/projects-by-invitation/${(await invited()).project}/` })],
  ['POST', 'tenders/',                            '401 201 404 403 403 403 403', async () => ({ url: `${T}/tenders/`, body: { project: (await invited()).project, deadline: soon() } })],
  ['GET', 'tenders/by-project/{id}/',             '401 200 404 200 404 200 200', async () => ({ url: `${T}/tenders/by-project/${(await invited()).project}/` })],
  ['POST', 'tenders/make-third-party-contractor-winner/', '401 200 404 403 403 403 403', async () => ({ url: `${T}/tenders/make-third-party-contractor-winner/`, body: { project: (await invited()).project, name: 'Студия' } })],
  ['POST', 'tenders/cancel-project/',             '401 200 404 403 403 403 403', async () => ({ url: `${T}/tenders/cancel-project/`, body: { project: (await invited()).project, reason: 'Отменили' } })],
  ['GET', 'tender-candidates/{id}/contractors/',  '401 200 404 403 403 403 403', async () => ({ url: `${T}/tender-candidates/${(await inTender({ proposal: false })).project}/contractors/` })],
  ['GET', 'tender-candidates/{id}/tender-candidate/', '401 403 403 200 404 200 200', async () => {
    // the other agency is not in this tender
    const { project, invitation } = await invited(['leader']);
    await answer('leader', invitation('leader').id, { status: 'accepted' });
    await t.openTender(project);
    return { url: `${T}/tender-candidates/${project}/tender-candidate/` };
  }],
  ['PATCH', 'tender-candidates/{id}/',            '401 200 404 200 404 200 403', async (role) => {
    const { project, invitation } = await invited(['leader']);
    await answer('leader', invitation('leader').id, { status: 'accepted' });
    await t.openTender(project);
    const mine = await t.candidateOf('leader', project);
    // A client decides once the proposals opened: here the only invitee sent its own.
    if (!agencyRole(role))
      await as('leader')('PATCH', `${T}/tender-candidates/${mine.id}/`, {
        price: 500_000,
        timeline_days: 10,
        approach: 'Снимем за два дня',
        submit: true,
      });
    return {
      url: `${T}/tender-candidates/${mine.id}/`,
      body: agencyRole(role) ? { approach: 'Снимем за два дня' } : { status: 'shortlisted' },
    };
  }],
  ['GET', 'projects/{id}/questions/',             '401 200 404 200 404 200 200', async () => ({ url: `${T}/projects/${(await invited()).project}/questions/` })],
  ['POST', 'projects/{id}/questions/',            '401 403 403 201 404 201 403', async () => ({ url: `${T}/projects/${(await invited()).project}/questions/`, body: { text: 'Какой тираж?' } })],
  ['POST', 'questions/{id}/answer/',              '401 200 404 403 403 403 403', async () => {
    const asked = await as('leader')<{ id: number }>('POST', `${T}/projects/${(await invited()).project}/questions/`, { text: 'Какой тираж?' });
    return { url: `${T}/questions/${asked.body.id}/answer/`, body: { answer: 'Десять тысяч.' } };
  }],
];

const cells = rows.flatMap(([method, route, statuses, prepare]) => {
  const list = statuses.split(' ');
  // An agency's route (its leader may): a specialist's refusal names the right and who has it.
  const agencyRoute = list[ROLES.indexOf('leader')]!.startsWith('2');
  return list.map((status, i) => ({
    method,
    route,
    role: ROLES[i]!,
    status: Number(status),
    prepare,
    agencyRoute,
  }));
});

describe(`tender authorization: ${rows.length} routes × ${ROLES.length} roles`, () => {
  it.each(cells)(
    '$method $route as $role → $status',
    async ({ method, role, status, prepare, agencyRoute }) => {
      const { url, body } = await prepare(role);
      const res = await as(role)(method, url, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (role === 'specialist' && status === 403 && agencyRoute)
        expect(res.body).toEqual({ detail: rightDeniedMessage('answerInvitations') });
    },
  );
});
