import { useNavigate } from 'react-router-dom';
import { IndustryChecklist } from '../../../components/reference/IndustryChecklist';
import { paths } from '../../../config/paths';
import { useProjectDraft } from '../use-project-draft';
import { ProjectStep } from './ProjectStep';

/** The project's industries: not a filter, they raise the agencies that have worked in them. */
export function IndustriesStep() {
  const navigate = useNavigate();
  const [draft, update] = useProjectDraft();
  return (
    <ProjectStep
      title="Отрасль проекта"
      lead="Агентства с опытом в этих отраслях поднимутся выше в подборке. Можно пропустить."
      draft={draft}
      backTo={paths.createProject.root.getHref()}
      onNext={() => void navigate(paths.createProject.executor.getHref())}
    >
      <IndustryChecklist
        legend="Отрасли"
        value={draft.industries}
        onToggle={(id, checked) =>
          update({
            industries: checked
              ? [...draft.industries, id]
              : draft.industries.filter((item) => item !== id),
          })
        }
      />
    </ProjectStep>
  );
}
