import { ButtonLink } from '../../components/button-link/ButtonLink';
import { UnderConstruction } from '../../components/under-construction/UnderConstruction';
import { paths } from '../../config/paths';
import { flowSteps, nextStep, type FlowName } from '../../lib/flow-steps';
import { markFlowComplete } from '../../lib/flow-trail';
import { screens } from './screens';
import { useRouteHandle } from './use-route-handle';

const stepHrefs: Record<FlowName, Record<string, string>> = {
  company: {
    '': paths.createCompany.root.getHref(),
    services: paths.createCompany.services.getHref(),
    industries: paths.createCompany.industries.getHref(),
    description: paths.createCompany.description.getHref(),
  },
  project: {
    '': paths.createProject.root.getHref(),
    industries: paths.createProject.industries.getHref(),
    executor: paths.createProject.executor.getHref(),
    company: paths.createProject.company.getHref(),
    requirements: paths.createProject.requirements.getHref(),
    'about-project': paths.createProject.aboutProject.getHref(),
  },
};

/** After the last step comes registration: the agency's after the company flow, the client's after a project. */
const finishHref: Record<FlowName, string> = {
  company: paths.auth.register.getHref('2'),
  project: paths.auth.register.getHref(),
};

/** A flow step still under construction, with Back/Next so the flow can already be walked. */
export function Component() {
  const { screen = 'createProject', flowStep } = useRouteHandle();
  const [title, description] = screens[screen];
  if (!flowStep) return <UnderConstruction title={title} description={description} />;

  const { flow, step } = flowStep;
  const steps = flowSteps[flow] as readonly string[];
  const previous = steps[steps.indexOf(step) - 1];
  const next = nextStep(flow, step);
  return (
    <UnderConstruction title={title} description={description}>
      {previous !== undefined && (
        <ButtonLink to={stepHrefs[flow][previous] ?? '/'}>Назад</ButtonLink>
      )}
      {next !== null ? (
        <ButtonLink to={stepHrefs[flow][next] ?? '/'} variant="primary">
          Далее
        </ButtonLink>
      ) : (
        <ButtonLink to={finishHref[flow]} variant="primary" onClick={() => markFlowComplete(flow)}>
          Перейти к регистрации
        </ButtonLink>
      )}
    </UnderConstruction>
  );
}
