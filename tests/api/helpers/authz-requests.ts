import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractors } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users';
import {
  accountTypeIds,
  agencyRequest,
  call,
  freshEmail,
  innFor,
  lastMail,
  login,
  roleId,
  STRONG_PASSWORD,
} from './accounts';
import { filePart, jpeg, newCase, pdf, postForm, type Part } from './uploads';
import type { Role, World } from './world';

/** What one cell of the authorization matrix sends: another URL (ids filled in) and a body or a form. */
export interface Prepared {
  url?: string;
  body?: unknown;
  /** multipart/form-data parts, sent instead of a JSON body. */
  form?: Part[];
}
export type Prepare = (role: Role) => Promise<Prepared> | Prepared;

/** The requests of the matrix rows; each builds fresh state, so every cell stands on its own. */
export function matrixRequests(app: () => FastifyInstance, world: () => World) {
  const session = (role: Role) => world()[role].session;
  /** A guest uses the client's credentials where a row needs an existing login. */
  const someone = (role: Role) => session(role) ?? session('client')!;
  const freshLogin = async (role: Role) =>
    login(app(), someone(role).email, someone(role).password);
  const newUserBody = async () => ({
    email: freshEmail('matrix'),
    password: STRONG_PASSWORD,
    re_password: STRONG_PASSWORD,
    type_account: (await accountTypeIds(app())).client,
  });
  const newUser = async () => {
    const body = await newUserBody();
    await call(app(), 'POST', '/auth/api/v1/users/', { body });
    return body.email;
  };
  const uploadAsLeader = async (url: string, parts: Part[]) => {
    const res = await postForm<{ id: number }>(app(), url, parts, session('leader')!.access);
    if (res.status !== 201) throw new Error(`upload to ${url}: ${res.status}`);
    return res.body;
  };
  const U = '/auth/api/v1/users';
  const ACC = '/accounts/api/v1';

  return {
    register: async () => ({ body: await newUserBody() }),
    activation: async () => {
      const { uid, token } = await lastMail(app(), await newUser());
      return { body: { uid, token } };
    },
    unknownEmail: () => ({ body: { email: freshEmail('nobody') } }),
    resetConfirm: async () => {
      const email = await newUser();
      await call(app(), 'POST', `${U}/reset_password/`, { body: { email } });
      const { uid, token } = await lastMail(app(), email);
      return { body: { uid, token, new_password: 'another-lamp-9314' } };
    },
    samePassword: (role: Role) => {
      const password = session(role)?.password ?? DEMO_PASSWORD;
      return { body: { current_password: password, new_password: password } };
    },
    credentials: (role: Role) => ({
      body: { email: someone(role).email, password: someone(role).password },
    }),
    freshRefresh: async (role: Role) => ({ body: { refresh: (await freshLogin(role)).refresh } }),
    ownAccess: (role: Role) => ({ body: { token: someone(role).access } }),
    companyAccount: () => ({ body: { company: { name: 'Вторая', inn: innFor(1) } } }),
    patchClientCompanyAccount: () => ({
      url: `${ACC}/company-accounts/${world().client.companyAccountId}/`,
      body: { company: { description: 'Обновлено' } },
    }),
    contractorAccount: () => ({ body: { contractor: { name: 'Второе', inn: innFor(2) } } }),
    patchLeaderAccount: () => ({
      url: `${ACC}/contractor-accounts/${world().leader.contractorAccountId}/`,
      body: { contractor: { staff_count: 86 } },
    }),
    newEmployee: async () => ({
      body: { email: freshEmail('staff'), role: await roleId(app(), 'manager') },
    }),
    /** A throwaway employee of the leader's agency (its invitation pending), at `url + suffix`. */
    leaderEmployee:
      (suffix = '', body?: () => Promise<unknown>) =>
      async (): Promise<Prepared> => {
        const added = await call<{ id: number }>(
          app(),
          'POST',
          `${ACC}/contractor-accounts-lider/`,
          {
            token: session('leader')!.access,
            body: { email: freshEmail('staff'), role: await roleId(app(), 'specialist') },
          },
        );
        return {
          url: `${ACC}/contractor-accounts-lider/${added.body.id}/${suffix}`,
          body: await body?.(),
        };
      },
    newRole: async () => ({ role: await roleId(app(), 'manager') }),
    /** Unpublishes the leader's agency, published again before each cell. */
    unpublishLeaderAgency: async () => {
      const id = world().leader.contractorId!;
      await app()
        .db.db.update(contractors)
        .set({ isPublished: true })
        .where(eq(contractors.id, id));
      return { url: `/contractor/api/v1/contractors/${id}/`, body: { is_published: false } };
    },
    names: () => ({ body: { first_name: ' Анна ', last_name: 'Смирнова', position: 'Аналитик' } }),
    company: () => ({ body: { name: 'Третья', inn: innFor(3) } }),
    clientCompany: (body?: unknown) => () => ({
      url: `/company/api/v1/companies/${world().client.companyId}/`,
      body,
    }),
    contractor: () => ({ body: { name: 'Ещё одно', inn: innFor(4) } }),
    leaderContractor: (body?: unknown) => () => ({
      url: `/contractor/api/v1/contractors/${world().leader.contractorId}/`,
      body,
    }),
    otherContractor: (body?: unknown) => () => ({
      url: `/contractor/api/v1/contractors/${world().otherLeader.contractorId}/`,
      body,
    }),
    agency: async () => ({ body: await agencyRequest(app()) }),
    imageForm: async () => ({ form: [filePart(await jpeg(64, 48), 'logo.png', 'image/png')] }),
    /** A fresh image of the leader's agency, at `url` or as the agency's new logo. */
    leaderAvatar: (use: 'url' | 'logo') => async (): Promise<Prepared> => {
      const avatar = await uploadAsLeader('/materials/api/v1/avatars/', [
        filePart(await jpeg(64, 48)),
      ]);
      return use === 'url'
        ? { url: `/materials/api/v1/avatars/${avatar.id}/` }
        : {
            url: `/contractor/api/v1/contractors/${world().leader.contractorId}/`,
            body: { logo: avatar.id },
          };
    },
    /** A PDF for a fresh case of the leader's agency. */
    leaderCaseFile: async () => ({
      url: '/materials/api/v1/materials/',
      form: [
        { name: 'case', value: String(await newCase(app(), world().leader.contractorId!)) },
        filePart(pdf(), 'brief.pdf'),
      ],
    }),
    /** A fresh file of the leader's agency's case. */
    leaderMaterial: async () => {
      const caseId = await newCase(app(), world().leader.contractorId!);
      const material = await uploadAsLeader('/materials/api/v1/materials/', [
        { name: 'case', value: String(caseId) },
        filePart(pdf()),
      ]);
      return { url: `/materials/api/v1/materials/${material.id}/` };
    },
  };
}
