import { useState, type FormEvent } from 'react';
import { MIN_STAFF_MAX } from '../../../../contract/project-rules';
import type { ProjectRequirementsView } from '../../../../contract/requirements';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { Notice } from '../../../components/plain-form/Notice';
import { PlacePicker } from '../../../components/reference/PlacePicker';
import { RemoveButton } from '../../../components/step-card/RemoveButton';
import '../../../components/step-card/flow-list.css';
import { useIndustries } from '../../../lib/reference/get-industries';
import { useLanguages } from '../../../lib/reference/get-languages';
import {
  useAddIndustry,
  useAddLanguage,
  useAddLocation,
  useRemoveIndustry,
  useRemoveLanguage,
  useRemoveLocation,
  useSetMinStaff,
} from '../api/requirement-parts';
import { useRequirements } from '../api/requirements';
import { Panel } from './Plain';
import { ServiceRequirements } from './ServiceRequirements';
import { TagRequirements } from './TagRequirements';

type Props = {
  project: number;
  requirements: ProjectRequirementsView;
  /** Tells screen readers what a change did. */
  announce: (news: string) => void;
};

const focusById = (id: string) => document.getElementById(id)?.focus();

function IndustryRequirements({ project, requirements, announce }: Props) {
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

function LanguageRequirements({ project, requirements, announce }: Props) {
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

/** Places: a whole country or one of its cities; any of them will do. */
function LocationRequirements({ project, requirements, announce }: Props) {
  const add = useAddLocation(project);
  const remove = useRemoveLocation(project);
  const id = 'requirement-place';
  const rows = requirements.locations.map((row) => ({
    id: row.id,
    country: row.country.id,
    city: row.city?.id ?? null,
    name: row.city ? `${row.city.name}, ${row.country.name}` : `${row.country.name}, вся страна`,
  }));
  return (
    <>
      <p className="flow-hint">Подойдёт агентство, которое работает хотя бы в одном из мест.</p>
      {rows.length > 0 && (
        <ul className="flow-list" aria-label="Выбранные места">
          {rows.map((row) => (
            <li className="flow-list__item" key={row.id}>
              <span>{row.name}</span>
              <RemoveButton
                label={`Убрать место «${row.name}»`}
                busy={remove.isPending}
                onClick={() =>
                  remove.mutate(row.id, {
                    onSuccess: () => {
                      announce(`Место «${row.name}» убрано.`);
                      focusById(`${id}-country`);
                    },
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <PlacePicker
        id={id}
        isTaken={(place) =>
          rows.some((row) => row.country === place.country && row.city === place.city)
        }
        disabled={add.isPending}
        onAdd={(place) =>
          add.mutate(
            { requirement: requirements.id, country: place.country, city: place.city },
            {
              onSuccess: () => {
                announce(`Место «${place.name}» добавлено.`);
                focusById(`${id}-country`);
              },
            },
          )
        }
      />
    </>
  );
}

const STAFF_ID = 'requirement-min-staff';

/** What was typed as the smallest team: null for «any», undefined for something that is not a count. */
function parseStaff(typed: string): number | null | undefined {
  const value = typed.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MIN_STAFF_MAX
    ? Number(value)
    : undefined;
}

function StaffRequirement({ project, requirements, announce }: Props) {
  const set = useSetMinStaff(project);
  const saved = requirements.min_staff;
  // null: untouched since the last save, the field shows the saved value.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const text = typed ?? (saved === null ? '' : String(saved));
  const value = parseStaff(text);
  const unchanged = value === saved;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (set.isPending || unchanged) return;
    if (value === undefined) {
      setError(`Целое число от 1 до ${MIN_STAFF_MAX.toLocaleString('ru-RU')}`);
      return focusById(STAFF_ID);
    }
    set.mutate(
      { requirement: requirements.id, minStaff: value },
      {
        onSuccess: () => {
          setTyped(null);
          announce(value === null ? 'Размер команды не важен.' : 'Размер команды сохранён.');
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={save}>
      <Field
        id={STAFF_ID}
        label="Минимальный размер команды"
        error={error}
        help="Сотрудников в агентстве, не меньше. Оставьте пустым, если размер не важен"
      >
        <div className="requirement-staff">
          <input
            {...fieldAria(STAFF_ID, error, true)}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
          />
          <button
            type="submit"
            className={set.isPending ? 'btn btn--large btn--busy' : 'btn btn--large'}
            aria-disabled={set.isPending || unchanged || undefined}
          >
            Сохранить
          </button>
        </div>
      </Field>
    </form>
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
