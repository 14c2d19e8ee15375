import { modulePlugin } from '../../http/route-kit';
import { accountsRoutes } from './accounts.routes';
import { colleaguesRoutes } from './colleagues.routes';
import { employeesRoutes } from './employees.routes';
import { accountsReferenceRoutes } from './reference.routes';

/**
 * `/accounts/api`: the caller's company and agency accounts, the company's colleagues, the leader's staff,
 * roles and account types.
 */
export const accountsModule = modulePlugin(
  accountsReferenceRoutes,
  accountsRoutes,
  employeesRoutes,
  colleaguesRoutes,
);
