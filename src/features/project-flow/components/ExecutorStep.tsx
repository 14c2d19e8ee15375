import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MIN_STAFF_MAX } from '../../../../contract/project-rules';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { paths } from '../../../config/paths';
import { useProjectDraft } from '../use-project-draft';
import { AgencyPicker } from './AgencyPicker';
import { LanguagesField } from './LanguagesField';
import { PlacesField } from './PlacesField';
import { ProjectStep } from './ProjectStep';

const STAFF_ID = 'min-staff';

/** The executor: team size, places, languages, and agencies to add or exclude. All of it may stay empty. */
export function ExecutorStep() {
  const navigate = useNavigate();
  const [draft, update] = useProjectDraft();
  const [staff, setStaff] = useState(draft.min_staff === null ? '' : String(draft.min_staff));
  const [staffError, setStaffError] = useState<string | undefined>();

  const changeStaff = (typed: string) => {
    setStaff(typed);
    const value = typed.trim();
    if (value === '') {
      setStaffError(undefined);
      update({ min_staff: null });
    } else if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MIN_STAFF_MAX) {
      setStaffError(undefined);
      update({ min_staff: Number(value) });
    } else setStaffError(`Целое число от 1 до ${MIN_STAFF_MAX}`);
  };

  const next = () => {
    if (staffError) return document.getElementById(STAFF_ID)?.focus();
    // Always through the company step (the step guard wants each step in turn); it passes a client with one on.
    void navigate(paths.createProject.company.getHref());
  };

  return (
    <ProjectStep
      title="Каким должен быть исполнитель"
      lead="Каждое условие сужает подборку: следите за числом подходящих агентств внизу."
      draft={draft}
      backTo={paths.createProject.industries.getHref()}
      onNext={next}
    >
      <Field
        id={STAFF_ID}
        label="Сотрудников в агентстве, не меньше"
        error={staffError}
        help="Оставьте пустым, если размер не важен"
      >
        <input
          {...fieldAria(STAFF_ID, staffError, true)}
          className="input"
          inputMode="numeric"
          value={staff}
          onChange={(event) => changeStaff(event.target.value)}
        />
      </Field>
      <PlacesField value={draft.places} onChange={(places) => update({ places })} />
      <LanguagesField value={draft.languages} onChange={(languages) => update({ languages })} />
      <AgencyPicker
        included={draft.included}
        excluded={draft.excluded}
        onChange={(lists) => update(lists)}
      />
    </ProjectStep>
  );
}
