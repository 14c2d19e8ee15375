import { Field } from '../../../components/plain-form/Field';
import '../../../components/reference/plain-pickers.css';
import { RemoveButton } from '../../../components/step-card/RemoveButton';
import '../../../components/step-card/flow-list.css';
import '../../../components/step-card/service-rows.css';

type Option = { id: number; name: string };
type Row = { id: number; name: string };

type TagRequirementsProps = {
  /** The add select's id. */
  id: string;
  /** The chosen list's name, «Выбранные отрасли». */
  listLabel: string;
  /** The add select's label, «Добавить отрасль». */
  addLabel: string;
  /** The remove cross's name for one row, «Убрать отрасль «Ритейл»». */
  removeLabel: (name: string) => string;
  rows: Row[];
  /** undefined: not loaded (yet, or it failed: `failed`). */
  options: Option[] | undefined;
  failed: boolean;
  busy: boolean;
  onAdd: (option: Option) => void;
  onRemove: (row: Row) => void;
};

/**
 * A list requirement (industries, languages): what is chosen, each with its remove cross, and a native
 * select that adds one. While a change is on its way both stay focusable and ignore a press.
 */
export function TagRequirements({
  id,
  listLabel,
  addLabel,
  removeLabel,
  rows,
  options,
  failed,
  busy,
  onAdd,
  onRemove,
}: TagRequirementsProps) {
  const taken = new Set(rows.map((row) => row.name));
  const left = (options ?? []).filter((option) => !taken.has(option.name));
  return (
    <>
      {rows.length > 0 && (
        <ul className="flow-list" aria-label={listLabel}>
          {rows.map((row) => (
            <li className="flow-list__item" key={row.id}>
              <span>{row.name}</span>
              <RemoveButton
                label={removeLabel(row.name)}
                busy={busy}
                onClick={() => onRemove(row)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flow-row">
        <Field id={id} label={addLabel}>
          <select
            id={id}
            className="input select"
            value=""
            aria-disabled={busy || options === undefined || undefined}
            onChange={(event) => {
              const option = left.find((item) => item.id === Number(event.target.value));
              if (option && !busy) onAdd(option);
            }}
          >
            <option value="" disabled>
              {options !== undefined
                ? 'Выберите из списка'
                : failed
                  ? 'Список не загрузился'
                  : 'Загружаем список…'}
            </option>
            {left.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </>
  );
}
