import { useState, type FormEvent } from 'react';
import { MIN_STAFF_MAX } from '../../../../contract/project-rules';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { useSetMinStaff } from '../api/requirement-parts';
import { focusById, type RequirementPartProps } from './requirement-part';
import './StaffRequirement.css';

const STAFF_ID = 'requirement-min-staff';

/** What was typed as the smallest team: null for «any», undefined for something that is not a count. */
function parseStaff(typed: string): number | null | undefined {
  const value = typed.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MIN_STAFF_MAX
    ? Number(value)
    : undefined;
}

/** The smallest team, typed and saved with «Сохранить» (empty: any size). */
export function StaffRequirement({ project, requirements, announce }: RequirementPartProps) {
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
