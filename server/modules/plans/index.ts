import { modulePlugin } from '../../http/route-kit';
import { plansRoutes } from './routes';

/** `/plans/api`: the tariffs agencies buy. */
export const plansModule = modulePlugin(plansRoutes);
export { freePlan, planInForce, type PlanInForce, type PlanRow } from './plan-in-force';
export { enforcePlanLimit } from './limits';
export { expireLapsed } from './subscription.service';
export { confirmPayment, operatorCancel } from './confirm.service';
export { requireOperator } from './operator';
export { OPERATOR_ACTIONS, operatorReport, type OperatorAction } from './operator-report';
