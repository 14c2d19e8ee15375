import { modulePlugin } from '../../http/route-kit';
import { authJwtRoutes } from './jwt.routes';
import { authMeRoutes } from './me.routes';
import { authUsersRoutes } from './users.routes';

/** `/auth/api`: djoser's users and simplejwt's tokens. */
export const authModule = modulePlugin(authUsersRoutes, authMeRoutes, authJwtRoutes);

// What other modules may use: who is calling and may it, and how a user is created.
export { authentication, authenticateAccess } from './authenticate';
export {
  caller,
  requireAuth,
  requireClient,
  requireContractor,
  requireContractorLeader,
  requireContractorMember,
} from './guards';
export {
  agencyMembersWith,
  agencyRightDenied,
  agencyRole,
  assertAgencyRight,
  requireAgencyRight,
} from './agency-rights';
export { releaseExpiredInvitation } from './invitations';
export { activationMail, colleagueInviteMail, employeeInviteMail } from './mails';
export { MAX_ID } from './jwt';
export { effectiveAccountType, type Principal } from './principal';
export { newUserProblems } from './registration';
export { authThrottle } from './throttle';
export { accountTypeByName, creatingUser, emailTaken, USER_MESSAGES } from './users.repo';
