import { projectFlowSteps, type ProjectFlowStep } from './header-variant';

/** The project-flow step indicator: three steps, exactly one active. */
export function ProjectSteps({ active }: { active: ProjectFlowStep }) {
  return (
    <ol className="project-steps" aria-label="Этапы создания проекта">
      {projectFlowSteps.map((label, index) => {
        const number = index + 1;
        const state = number === active ? 'active' : number < active ? 'done' : 'todo';
        return (
          <li
            key={label}
            className={`project-steps__item project-steps__item--${state}`}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span className="project-steps__number">{number}</span>
            <span className="project-steps__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
