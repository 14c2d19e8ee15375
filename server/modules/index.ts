import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { API } from '../../contract/api-paths';
import { accountsModule } from './accounts';
import { authModule } from './auth';
import { caseModule } from './case';
import { companyModule } from './company';
import { contractorModule } from './contractor';
import { faqModule } from './faq';
import { industryModule } from './industry';
import { locationModule } from './location';
import { materialsModule } from './materials';
import { notificationModule } from './notification';
import { plansModule } from './plans';
import { projectModule } from './project';
import { recruitmentModule } from './recruitment';
import { reviewModule } from './review';
import { serviceModule } from './service';
import { tenderModule } from './tender';

/**
 * Every module, by the URL app it answers: the module `faq` is registered at `/faq/api` and serves the
 * paths of `API.faq`. Adding a module is a folder with its plugin and one line here.
 */
export const MODULES = {
  accounts: accountsModule,
  auth: authModule,
  case: caseModule,
  company: companyModule,
  contractor: contractorModule,
  faq: faqModule,
  industry: industryModule,
  location: locationModule,
  materials: materialsModule,
  notification: notificationModule,
  plans: plansModule,
  project: projectModule,
  recruitment: recruitmentModule,
  review: reviewModule,
  service: serviceModule,
  tender: tenderModule,
} satisfies Partial<Record<keyof typeof API, FastifyPluginAsync>>;

const modulePrefix = (name: string) => `/${name}/api`;

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const [name, plugin] of Object.entries(MODULES))
    await app.register(plugin, { prefix: modulePrefix(name) });
}
