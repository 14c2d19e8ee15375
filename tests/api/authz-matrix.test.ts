import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Method } from './helpers/accounts';
import { matrixRequests, type Prepare } from './helpers/authz-requests';
import { NOTIFICATIONS, seedNotification } from './helpers/notifications';
import { profileMatrixRequests } from './helpers/profile-requests';
import { projectMatrixRequests } from './helpers/project-requests';
import { REVIEW, reviewMatrixRequests } from './helpers/review-requests';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { postForm } from './helpers/uploads';
import { unlimitedPlan } from './helpers/plans';
import { buildWorld, ROLES, type Role, type World } from './helpers/world';
import { wonProject } from './helpers/closed-project';

// Every route of the accounts, agency profile, project, notification and review APIs × every kind of visitor (the agency's three roles among them), with the
// status each must get.

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t.app);
  await unlimitedPlan(t.app, world.leader.contractorId!);
});
afterAll(() => t.close());

const req = matrixRequests(
  () => t.app,
  () => world,
);
const p = profileMatrixRequests(
  () => t.app,
  () => world,
);
const pr = projectMatrixRequests(
  () => t.app,
  () => world,
);
const rv = reviewMatrixRequests(
  () => t.app,
  () => world,
);
const [A, ACC, CO, CT, MAT] = [
  '/auth/api/v1',
  '/accounts/api/v1',
  '/company/api/v1/companies',
  '/contractor/api/v1',
  '/materials/api/v1',
];

/** A fresh notification of the demo client, to be marked read. */
const clientNotification: Prepare = async () => {
  const me = await call<{ id: number }>(t.app, 'GET', '/auth/api/v1/users/me/', {
    token: world.client.session!.access,
  });
  const [id] = await seedNotification(t.app, [me.body.id], new Date('2026-03-20T09:00:00Z'));
  return { url: `${NOTIFICATIONS}/${id}/`, body: { is_read: true } };
};

const NP = '/notification/api/v1';

/** The tender protocol of a fresh project of the client's won by the leader's agency (the other not invited). */
const protocolOfWon: Prepare = async () => {
  const project = await wonProject(t.app, world.client.companyId!, world.leader.contractorId!);
  return { url: `/tender/api/v1/projects/${project}/protocol/` };
};
let devices = 0;
/** A browser's fresh push subscription (its own P-256 key and auth secret). */
const deviceBody = () => ({
  endpoint: `https://push.example/matrix-${++devices}`,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});
const newDevice: Prepare = () => ({ body: deviceBody() });

/** The worker's renewal of a device of the demo client's: its old endpoint and secret are the proof. */
const renewedDevice: Prepare = async () => {
  const device = deviceBody();
  const made = await call(t.app, 'POST', `${NP}/push/subscriptions/`, {
    token: world.client.session!.access,
    body: device,
  });
  if (made.status !== 201) throw new Error(`no device to renew: ${made.status}`);
  return {
    url: `${NP}/push/subscriptions/renew/`,
    body: { old_endpoint: device.endpoint, old_auth: device.keys.auth, subscription: deviceBody() },
  };
};

// Statuses for: guest, client, other client, leader (the agency's owner), other agency's leader, manager,
// specialist — the three roles inside the demo agency, whose rights `contract/agency-rights.ts` lists.
type Row = [method: Method, path: string, statuses: string, prepare?: Prepare];
const LIDER = `${ACC}/contractor-accounts-lider`;
const [SC, SCASE, IC, LC] = [
  '/service/api/v1/service-contractors',
  '/service/api/v1/service-cases',
  '/industry/api/v1/industry-contractor',
  '/location/api/v1/location-contractors',
];
const [LANG, HIST, CASES] = [
  `${CT}/contractor-languages`,
  `${CT}/contractor-client-histories`,
  '/case/api/v1/cases',
];
const [PJ, REQ, REQS, LREQ, RANK] = [
  '/project/api/v1/projects',
  '/recruitment/api/v1/requirements',
  '/recruitment/api/v1/requirements-service',
  '/location/api/v1/location-requirements',
  '/contractor/api/projects',
];
// prettier-ignore
const rows: Row[] = [
  ['POST', `${A}/users/`,                                  '201 201 201 201 201 201 201', req.register],
  ['POST', `${A}/users/activation/`,                       '204 204 204 204 204 204 204', req.activation],
  ['POST', `${A}/users/resend_activation/`,                '204 204 204 204 204 204 204', req.unknownEmail],
  ['POST', `${A}/users/reset_password/`,                   '204 204 204 204 204 204 204', req.unknownEmail],
  ['POST', `${A}/users/reset_password_confirm/`,           '204 204 204 204 204 204 204', req.resetConfirm],
  ['POST', `${A}/users/set_password/`,                     '401 204 204 204 204 204 204', req.samePassword],
  ['GET', `${A}/users/me/`,                                '401 200 200 200 200 200 200'],
  ['PATCH', `${A}/users/me/`,                              '401 200 200 200 200 200 200', req.names],
  ['POST', `${A}/jwt/create/`,                             '200 200 200 200 200 200 200', req.credentials],
  ['POST', `${A}/jwt/refresh/`,                            '200 200 200 200 200 200 200', req.freshRefresh],
  ['POST', `${A}/jwt/verify/`,                             '200 200 200 200 200 200 200', req.ownAccess],
  ['POST', `${A}/jwt/blacklist/`,                          '200 200 200 200 200 200 200', req.freshRefresh],
  ['GET', `${ACC}/roles/`,                                 '200 200 200 200 200 200 200'],
  ['GET', `${ACC}/account-types/`,                         '200 200 200 200 200 200 200'],
  ['GET', `${ACC}/accout-type-who/`,                       '401 200 200 200 200 200 200'],
  ['GET', `${ACC}/accout-type-who`,                        '401 200 200 200 200 200 200'],
  ['GET', `${ACC}/company-accounts/`,                      '401 200 200 403 403 403 403'],
  ['POST', `${ACC}/company-accounts/`,                     '401 400 400 403 403 403 403', req.companyAccount],
  ['GET', `${ACC}/company-accounts/get_company_by_user/`,  '401 200 200 200 200 200 200'],
  ['PATCH', `${ACC}/company-accounts/{client's}/`,         '401 200 404 403 403 403 403', req.patchClientCompanyAccount],
  ['POST', `${ACC}/contractor-accounts/`,                  '401 403 403 400 400 400 400', req.contractorAccount],
  ['GET', `${ACC}/contractor-accounts/get_contractor_by_user/`, '401 200 200 200 200 200 200'],
  ['PATCH', `${ACC}/contractor-accounts/{leader's}/`,      '401 403 403 200 404 404 403', req.patchLeaderAccount],
  ['GET', `${LIDER}/`,                                     '401 403 403 200 200 200 200'],
  ['POST', `${LIDER}/`,                                    '401 403 403 201 201 201 403', req.newEmployee],
  ['PATCH', `${LIDER}/{leader's employee}/`,               '401 403 403 200 404 200 403', req.leaderEmployee('', req.newRole)],
  ['DELETE', `${LIDER}/{leader's employee}/`,              '401 403 403 204 404 204 403', req.leaderEmployee()],
  ['POST', `${LIDER}/{leader's invitation}/resend-invitation/`, '401 403 403 200 404 200 403', req.leaderEmployee('resend-invitation/')],
  ['DELETE', `${LIDER}/{leader's invitation}/invitation/`, '401 403 403 204 404 204 403', req.leaderEmployee('invitation/')],
  ['GET', `${CO}/`,                                        '401 200 200 200 200 200 200'],
  ['POST', `${CO}/`,                                       '401 400 400 403 403 403 403', req.company],
  ['GET', `${CO}/get_company_by_user/`,                    '401 200 200 404 404 404 404'],
  ['GET', `${CO}/my-account/`,                             '401 200 200 403 403 403 403'],
  ['GET', `${CO}/{client's}/`,                             '401 200 404 404 404 404 404', req.clientCompany()],
  ['PATCH', `${CO}/{client's}/`,                           '401 200 404 403 403 403 403', req.clientCompany({ size: 'large' })],
  ['GET', `${CT}/contractors/`,                            '200 200 200 200 200 200 200'],
  ['POST', `${CT}/contractors/`,                           '401 403 403 400 400 400 400', req.contractor],
  ['GET', `${CT}/contractors/my-account/`,                 '401 403 403 200 200 200 200'],
  ['GET', `${CT}/contractors/{leader's, published}/`,      '200 200 200 200 200 200 200', req.leaderContractor()],
  ['GET', `${CT}/contractors/{other's, unpublished}/`,     '404 404 404 404 200 404 404', req.otherContractor()],
  ['PATCH', `${CT}/contractors/{leader's, published}/`,    '401 403 403 200 403 200 403', req.leaderContractor({ description: 'Новое' })],
  ['PATCH', `${CT}/contractors/{leader's} unpublish`,      '401 403 403 200 403 403 403', req.unpublishLeaderAgency],
  ['PATCH', `${CT}/contractors/{other's, unpublished}/`,   '401 403 403 404 200 404 403', req.otherContractor({ staff_count: 13 })],
  ['PATCH', `${CT}/contractors/{leader's} logo`,           '401 403 403 200 403 200 403', req.leaderAvatar('logo')],
  ['POST', `${CT}/register-agency/`,                       '201 201 201 201 201 201 201', req.agency],
  ['PATCH', `${CT}/contractors/{other's} publish, no place`, '401 403 403 404 400 404 403', req.otherContractor({ is_published: true })],
  ['GET', '/contractor/api/contractors-lk/{leader\'s}/',    '401 403 403 200 404 200 200', p.leaderAgency('/contractor/api/contractors-lk')],
  ['GET', `${SC}/contractor/{leader's, published}/`,       '200 200 200 200 200 200 200', p.leaderAgency(`${SC}/contractor`)],
  ['GET', `${SC}/contractor/{other's, unpublished}/`,      '404 404 404 404 200 404 404', p.otherAgency(`${SC}/contractor`)],
  ['POST', `${SC}/`,                                       '401 403 403 201 201 201 403', p.newService],
  ['PATCH', `${SC}/{leader's}/`,                           '401 403 403 200 404 200 403', p.leaderService({ description: 'Иначе' })],
  ['DELETE', `${SC}/{leader's}/`,                          '401 403 403 204 404 204 403', p.leaderService()],
  ['POST', `${SCASE}/ {leader's service and case}`,        '401 403 403 201 400 201 403', p.newServiceCase],
  ['DELETE', `${SCASE}/{leader's}/`,                       '401 403 403 204 404 204 403', p.leaderServiceCase],
  ['POST', `${IC}/`,                                       '401 403 403 201 201 201 403', p.newIndustry],
  ['DELETE', `${IC}/{leader's}/`,                          '401 403 403 204 404 204 403', p.leaderIndustry],
  ['POST', `${LC}/`,                                       '401 403 403 201 201 201 403', p.newLocation],
  ['PATCH', `${LC}/{leader's}/`,                           '401 403 403 200 404 200 403', p.leaderLocation(p.otherCityOfLeader)],
  ['DELETE', `${LC}/{leader's}/`,                          '401 403 403 204 404 204 403', p.leaderLocation()],
  ['POST', `${LANG}/`,                                     '401 403 403 201 201 201 403', p.newLanguage],
  ['DELETE', `${LANG}/{leader's}/`,                        '401 403 403 204 404 204 403', p.leaderLanguage],
  ['POST', `${HIST}/`,                                     '401 403 403 201 201 201 403', p.history],
  ['PATCH', `${HIST}/{leader's}/`,                         '401 403 403 200 404 200 403', p.leaderHistory({ text: 'Ведём соцсети' })],
  ['DELETE', `${HIST}/{leader's}/`,                        '401 403 403 204 404 204 403', p.leaderHistory()],
  ['GET', `${CASES}/contractors/{leader's, published}/`,   '200 200 200 200 200 200 200', p.leaderAgency(`${CASES}/contractors`)],
  ['GET', `${CASES}/contractors/{other's, unpublished}/`,  '404 404 404 404 200 404 404', p.otherAgency(`${CASES}/contractors`)],
  ['POST', `${CASES}/`,                                    '401 403 403 201 201 201 403', p.newCase],
  ['PATCH', `${CASES}/{leader's}/`,                        '401 403 403 200 404 200 403', p.leaderCase({ results: '+30% заявок' })],
  ['DELETE', `${CASES}/{leader's}/`,                       '401 403 403 204 404 204 403', p.leaderCase()],
  ['GET', `${MAT}/avatars/`,                               '401 403 403 200 200 200 200'],
  ['GET', `${MAT}/avatars/{leader's}/`,                    '401 403 403 200 404 200 200', req.leaderAvatar('url')],
  ['POST', `${MAT}/avatars/`,                              '401 403 403 201 201 201 403', req.imageForm],
  ['POST', `${MAT}/materials/ {leader's case}`,            '401 403 403 201 400 201 403', req.leaderCaseFile],
  ['DELETE', `${MAT}/materials/{leader's}/`,               '401 403 403 204 404 204 403', req.leaderMaterial],
  ['GET', `${PJ}/`,                                        '401 200 200 403 403 403 403'],
  ['POST', `${PJ}/`,                                       '401 201 201 403 403 403 403', pr.newProject],
  ['GET', `${PJ}/{client's}/`,                             '401 200 404 403 403 403 403', pr.clientProject()],
  ['PATCH', `${PJ}/{client's}/`,                           '401 200 404 403 403 403 403', pr.clientProject('', { budget: 'MORE_1B' })],
  ['DELETE', `${PJ}/{client's}/`,                          '401 204 404 403 403 403 403', pr.clientProject()],
  ['GET', `${PJ}/{client's}/requirements/`,                '401 200 404 403 403 403 403', pr.clientProject('requirements/')],
  ['POST', `${PJ}/{client's, in work}/complete/`,          '401 200 404 403 403 403 403', rv.completeWork],
  ['GET', `${RANK}/{client's}/dynamic-contractor/`,        '401 200 404 403 403 403 403', pr.clientRanking],
  ['POST', '/project/api/v1/matching-preview/',            '200 200 200 200 200 200 200', pr.preview],
  ['GET', '/project/api/v1/contractors-may-also-be-suitable/ {client\'s}', '401 200 404 403 403 403 403', pr.clientSimilar],
  ['GET', `${PJ}/{client's}/agency-fit/`,                  '401 200 404 403 403 403 403', pr.clientFit],
  ['POST', `${REQ}/ {client's project}`,                   '401 201 400 403 403 403 403', pr.newRequirements],
  ['PATCH', `${REQ}/{client's}/`,                          '401 200 404 403 403 403 403', pr.clientRequirements],
  ['POST', `${REQ}-staff/ {client's}`,                     '401 201 400 403 403 403 403', pr.staff],
  ['GET', `${REQS}/`,                                      '401 200 200 403 403 403 403'],
  ['POST', `${REQS}/ {client's}`,                          '401 201 400 403 403 403 403', pr.newService],
  ['PATCH', `${REQS}/{client's}/`,                         '401 200 404 403 403 403 403', pr.clientService(pr.otherRange)],
  ['DELETE', `${REQS}/{client's}/`,                        '401 204 404 403 403 403 403', pr.clientService()],
  ['POST', `${REQ}-industry/ {client's}`,                  '401 201 400 403 403 403 403', pr.newLink('industry')],
  ['DELETE', `${REQ}-industry/{client's}/`,                '401 204 404 403 403 403 403', pr.clientLink('industry')],
  ['POST', `${REQ}-language/ {client's}`,                  '401 201 400 403 403 403 403', pr.newLink('language')],
  ['DELETE', `${REQ}-language/{client's}/`,                '401 204 404 403 403 403 403', pr.clientLink('language')],
  ['POST', `${REQ}-exclusion/ {client's}`,                 '401 201 400 403 403 403 403', pr.newAgency('exclusion')],
  ['DELETE', `${REQ}-exclusion/{client's}/`,               '401 204 404 403 403 403 403', pr.clientAgency('exclusion')],
  ['POST', `${REQ}-exclusion/create-many-exclusions/ {client's}`, '401 201 400 403 403 403 403', pr.newAgencies('requirements-exclusion/create-many-exclusions/')],
  ['POST', `${REQ}-inclusion/ {client's}`,                 '401 201 400 403 403 403 403', pr.newAgency('inclusion')],
  ['DELETE', `${REQ}-inclusion/{client's}/`,               '401 204 404 403 403 403 403', pr.clientAgency('inclusion')],
  ['POST', `${REQ}-inclusion/create-many-inclusions/ {client's}`, '401 201 400 403 403 403 403', pr.newAgencies('requirements-inclusion/create-many-inclusions/')],
  ['POST', `${REQ}-whitelist/ {client's}`,                 '401 201 400 403 403 403 403', pr.newAgency('whitelist')],
  ['DELETE', `${REQ}-whitelist/{client's}/`,               '401 204 404 403 403 403 403', pr.clientAgency('whitelist')],
  ['POST', `${LREQ}/ {client's}`,                          '401 201 400 403 403 403 403', pr.newPlace],
  ['PATCH', `${LREQ}/{client's}/`,                         '401 200 404 403 403 403 403', pr.clientPlace({ country: 1, city: null })],
  ['DELETE', `${LREQ}/{client's}/`,                        '401 204 404 403 403 403 403', pr.clientPlace()],
  ['GET', `${NOTIFICATIONS}/`,                              '401 200 200 200 200 200 200'],
  ['PATCH', `${NOTIFICATIONS}/{client's}/`,                 '401 200 404 404 404 404 404', clientNotification],
  ['POST', `${NOTIFICATIONS}/read-all/`,                    '401 200 200 200 200 200 200'],
  ['GET', `${NP}/preferences/`,                             '401 200 200 200 200 200 200'],
  ['PATCH', `${NP}/preferences/tender_started/`,            '401 200 200 200 200 200 200', () => ({ body: { push: false } })],
  ['GET', `${NP}/push/vapid-key/`,                          '200 200 200 200 200 200 200'],
  ['GET', `${NP}/push/subscriptions/`,                      '401 200 200 200 200 200 200'],
  ['POST', `${NP}/push/subscriptions/`,                     '401 201 201 201 201 201 201', newDevice],
  ['POST', `${NP}/push/subscriptions/renew/ {client's device}`, '200 200 200 200 200 200 200', renewedDevice],
  ['POST', `${NP}/push/unsubscribe/`,                       '401 204 204 204 204 204 204', () => ({ body: { endpoint: 'https://push.example/gone' } })],
  ['POST', `${REVIEW}/contractor-reviews/ {client's, won by leader}`, '401 201 400 403 403 403 403', rv.contractorReview],
  ['GET', `${REVIEW}/contractor-reviews/by-project/{client's, won by leader}/`, '401 200 404 200 404 200 200', rv.wonProject(`${REVIEW}/contractor-reviews/by-project`)],
  ['GET', `${REVIEW}/contractor-reviews/contractor/{leader's, published}/`, '200 200 200 200 200 200 200', rv.leaderAgency(`${REVIEW}/contractor-reviews/contractor`)],
  ['GET', `${REVIEW}/contractor-reviews/contractor/{other's, unpublished}/`, '404 404 404 404 200 404 404', rv.otherAgency(`${REVIEW}/contractor-reviews/contractor`)],
  ['GET', `${REVIEW}/contractor-reviews/contractor/{leader's}/average-scores/`, '200 200 200 200 200 200 200', rv.leaderAgency(`${REVIEW}/contractor-reviews/contractor`, 'average-scores/')],
  ['POST', `${REVIEW}/contractor-reviews/{of leader's}/reply/`, '401 403 403 200 404 200 403', rv.reply],
  ['POST', `${REVIEW}/client-reviews/ {won by leader}`,    '401 403 403 201 400 201 403', rv.clientReview],
  ['GET', `${REVIEW}/client-reviews/by-project/{won by leader}/`, '401 200 404 200 404 200 200', rv.wonProject(`${REVIEW}/client-reviews/by-project`)],
  ['POST', `${REVIEW}/public-reviews/ {a published agency}`, '401 201 201 403 403 403 403', rv.publicReview],
  ['GET', `${REVIEW}/public-reviews/by-contractor/{leader's}/`, '200 200 200 200 200 200 200', rv.leaderAgency(`${REVIEW}/public-reviews/by-contractor`)],
  ['POST', `${REVIEW}/communication-between-contractor-and-client/ {leader a candidate}`, '401 403 403 201 400 201 403', rv.communication],
  ['GET', `${REVIEW}/communication-between-contractor-and-client/{client's company}/`, '401 200 403 200 200 200 200', rv.clientRecord],
  ['GET', '/tender/api/v1/projects/{client\'s, won by leader}/protocol/', '401 200 404 200 404 200 200', protocolOfWon],
];

const cells = rows.flatMap(([method, path, statuses, prepare]) =>
  statuses
    .split(' ')
    .map((status, i) => ({ method, path, role: ROLES[i]!, status: Number(status), prepare })),
);
const send = async (
  method: Method,
  path: string,
  prepare: Prepare | undefined,
  token?: string,
  role: Role = 'client',
) => {
  const prepared = (await prepare?.(role)) ?? {};
  if (prepared.form) return postForm(t.app, prepared.url ?? path, prepared.form, token);
  return call(t.app, method, prepared.url ?? path, { token, body: prepared.body });
};

// The size the closing note quotes: routes × roles asserted.
describe(`authorization matrix: ${rows.length} routes × ${ROLES.length} roles = ${cells.length} cells`, () => {
  it.each(cells)(
    '$method $path as $role → $status',
    async ({ method, path, role, status, prepare }) => {
      const res = await send(method, path, prepare, world[role].session?.access, role);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
    },
  );

  const guarded = rows.filter(([, path]) => !path.startsWith(`${A}/jwt/`)); // token views ignore the header
  it.each(guarded)(
    '%s %s with a forged bearer → 401 token_not_valid',
    async (method, path, _s, prepare) => {
      const forged = `${world.client.session!.access.slice(0, -4)}AAAA`;
      const res = await send(method, path, prepare, forged);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'token_not_valid' });
    },
  );
});
