import { redirect, type LoaderFunction } from 'react-router-dom';
import { paths } from '../config/paths';
import { stepRedirect, type FlowName } from '../lib/flow-steps';
import { isFlowComplete, lastFlowStep, rememberFlowStep } from '../lib/flow-trail';
import { registerRedirect, type Guard } from '../lib/guards';
import { endSession } from '../lib/logout';
import { getSession } from '../lib/session';

// Guards run as route loaders: before any code of the page loads or renders.

export const guard =
  (rule: Guard): LoaderFunction =>
  ({ request }) => {
    const to = rule(getSession(), new URL(request.url));
    return to ? redirect(to) : null;
  };

export const registerLoader: LoaderFunction = async ({ request }) => {
  const variant = new URL(request.url).searchParams.get('variant');
  // Agency registration sends the company flow's draft: the flow must be walked and the draft whole. The
  // draft's code loads only then (it is the registration page's, not every page's).
  const hasCompanyDraft =
    isFlowComplete('company') && (await import('../features/company-flow/draft')).isDraftComplete();
  const to = registerRedirect(getSession(), variant, hasCompanyDraft);
  return to ? redirect(to) : null;
};

const flowFirstStep: Record<FlowName, string> = {
  project: paths.createProject.root.getHref(),
  company: paths.createCompany.root.getHref(),
};

/** A user who skipped steps goes back to the flow's first step. */
export const flowStep =
  (flow: FlowName, step: string): LoaderFunction =>
  () => {
    if (stepRedirect(flow, step, lastFlowStep(flow)) !== null) return redirect(flowFirstStep[flow]);
    rememberFlowStep(flow, step);
    return null;
  };

/** /auth/logout: the real logout, then the login page. */
export const logoutLoader: LoaderFunction = async () => {
  await endSession(); // the wipe of saved data finishes before any next page can load
  return redirect(paths.auth.login.getHref());
};
