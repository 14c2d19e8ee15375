import { useState } from 'react';
import { Notice } from '../../../components/plain-form/Notice';
import '../../../components/step-card/flow-list.css';
import { useIndustries } from '../../../lib/reference/get-industries';
import { useLanguages } from '../../../lib/reference/get-languages';
import {
  useAddIndustry,
  useAddLanguage,
  useRemoveIndustry,
  useRemoveLanguage,
} from '../api/requirement-parts';
import { useRequirements } from '../api/requirements';
import { LocationRequirements } from './LocationRequirements';
import { Panel } from './Plain';
import { focusById, type RequirementPartProps } from './requirement-part';
import { ServiceRequirements } from './ServiceRequirements';
import { StaffRequirement } from './StaffRequirement';
import { TagRequirements } from './TagRequirements';
import './Plain.css';
import './RequirementsEditor.css';

function IndustryRequirements({ project, requirements, announce }: RequirementPartProps) {
  const industries = useIndustries();
  const add = useAddIndustry(project);
  const remove = useRemoveIndustry(project);
  const id = 'requirement-industry-add';
  return (
    <TagRequirements
      id={id}
      listLabel="Выбранные отрасли"
      addLabel="Добавить отрасль"
      removeLabel={(name) => `Убрать отрасль «${name}»`}
      rows={requirements.industries.map((row) => ({ id: row.id, name: row.industry.name }))}
      options={industries.data}
      failed={industries.isError}
      busy={add.isPending || remove.isPending}
      onAdd={(industry) =>
        add.mutate(
          { requirement: requirements.id, industry: industry.id },
          { onSuccess: () => announce(`Отрасль «${industry.name}» добавлена.`) },
        )
      }
      onRemove={(row) =>
        remove.mutate(row.id, {
          onSuccess: () => {
            announce(`Отрасль «${row.name}» убрана.`);
            focusById(id);
          },
        })
      }
    />
  );
}

function LanguageRequirements({ project, requirements, announce }: RequirementPartProps) {
  const languages = useLanguages();
  const add = useAddLanguage(project);
  const remove = useRemoveLanguage(project);
  const id = 'requirement-language-add';
  return (
    <TagRequirements
      id={id}
      listLabel="Выбранные языки"
      addLabel="Добавить язык"
      removeLabel={(name) => `Убрать язык «${name}»`}
      rows={requirements.languages.map((row) => ({ id: row.id, name: row.language.name }))}
      options={languages.data}
      failed={languages.isError}
      busy={add.isPending || remove.isPending}
      onAdd={(language) =>
        add.mutate(
          { requirement: requirements.id, language: language.id },
          { onSuccess: () => announce(`Язык «${language.name}» добавлен.`) },
        )
      }
      onRemove={(row) =>
        remove.mutate(row.id, {
          onSuccess: () => {
            announce(`Язык «${row.name}» убран.`);
            focusById(id);
          },
        })
      }
    />
  );
}

/** Grey blocks of the editor's height while the requirements load, so nothing jumps when they come. */
function RequirementsPlaceholder() {
  return (
    <div className="requirements-editor" role="status" aria-label="Загрузка требований">
      {[3, 2, 2, 3, 2].map((rows, section) => (
        <div className="plain-panel" key={section}>
          {Array.from({ length: rows + 1 }, (_, index) => (
            <span key={index} className="placeholder-bar" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The about-project tab: every requirement the ranking reads; each change is saved at once and re-ranks. */
export function RequirementsEditor({ project }: { project: number }) {
  const requirements = useRequirements(project);
  const [news, setNews] = useState('');
  if (requirements.isPending) return <RequirementsPlaceholder />;
  if (requirements.isError)
    return (
      <Notice type="error" role="alert" title="Не удалось загрузить требования">
        <button type="button" className="btn" onClick={() => void requirements.refetch()}>
          Повторить
        </button>
      </Notice>
    );
  const props = { project, requirements: requirements.data, announce: setNews };
  return (
    <div className="requirements-editor">
      <p className="project-note">
        Каждое изменение сохраняется сразу и пересчитывает подбор на вкладке «Подбор».
      </p>
      <Panel title={<h2 className="project-section-title">Услуги и бюджет на них</h2>}>
        <ServiceRequirements {...props} />
      </Panel>
      <Panel title={<h2 className="project-section-title">Опыт в отраслях</h2>}>
        <p className="flow-hint">Агентства с опытом в этих отраслях поднимутся выше в подборе.</p>
        <IndustryRequirements {...props} />
      </Panel>
      <Panel title={<h2 className="project-section-title">Языки</h2>}>
        <p className="flow-hint">Агентство должно работать на каждом из этих языков.</p>
        <LanguageRequirements {...props} />
      </Panel>
      <Panel title={<h2 className="project-section-title">Где работает агентство</h2>}>
        <LocationRequirements {...props} />
      </Panel>
      <Panel title={<h2 className="project-section-title">Команда не меньше</h2>}>
        <StaffRequirement {...props} />
      </Panel>
      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
    </div>
  );
}
