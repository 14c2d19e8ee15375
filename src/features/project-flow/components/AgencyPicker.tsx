import { useAgencySearch } from '../api/search-agencies';
import type { DraftAgency } from '../draft';
import { RemoveButton } from '../../../components/step-card/RemoveButton';
import { useSearchText } from '../../../hooks/use-search-text';
import { quoteName } from '../../../../contract/quote';

const AGENCIES_MAX = 50; // as many as the server takes in one list

type AgencyPickerProps = {
  included: DraftAgency[];
  excluded: DraftAgency[];
  onChange: (lists: { included: DraftAgency[]; excluded: DraftAgency[] }) => void;
};

/**
 * Agencies the client already knows: found by name in the catalogue, then added to the ranking (they always
 * show, marked) or excluded from it. One agency is in one list at most: moving it takes it off the other.
 */
export function AgencyPicker({ included, excluded, onChange }: AgencyPickerProps) {
  const { typed, setTyped, search } = useSearchText();
  const found = useAgencySearch(search);
  const without = (list: DraftAgency[], id: number) => list.filter((agency) => agency.id !== id);
  const include = (agency: DraftAgency) =>
    onChange({
      included: [...without(included, agency.id), agency],
      excluded: without(excluded, agency.id),
    });
  const exclude = (agency: DraftAgency) =>
    onChange({
      included: without(included, agency.id),
      excluded: [...without(excluded, agency.id), agency],
    });
  const listed = (id: number) =>
    included.some((agency) => agency.id === id)
      ? 'included'
      : excluded.some((agency) => agency.id === id)
        ? 'excluded'
        : null;

  const results = search.length >= 2 ? (found.data?.results ?? []) : [];
  return (
    <fieldset className="flow-section">
      <legend>Агентства, которые вы знаете</legend>
      <p className="flow-hint">
        Добавленные попадут в подборку в любом случае, исключённые не появятся в ней вовсе.
      </p>
      <div className="field">
        <label className="field__label" htmlFor="agency-search">
          Найти агентство по названию
        </label>
        <input
          id="agency-search"
          type="search"
          className="input"
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {search.length >= 2 && (
        <ul className="flow-list" aria-label="Найденные агентства" aria-busy={found.isFetching}>
          {found.isSuccess && results.length === 0 && (
            <li className="flow-list__item">Ничего не нашлось</li>
          )}
          {results.map((card) => {
            const agency = { id: card.id, name: card.name };
            const where = listed(card.id);
            return (
              <li className="flow-list__item" key={card.id}>
                <span>
                  {card.name}
                  <small>{card.city_name ?? 'Город не указан'}</small>
                </span>
                <span className="flow-row">
                  <button
                    type="button"
                    className="btn"
                    disabled={where === 'included' || included.length >= AGENCIES_MAX}
                    aria-label={`Добавить ${quoteName(card.name)} в подборку`}
                    onClick={() => include(agency)}
                  >
                    {where === 'included' ? 'Добавлено' : 'Добавить'}
                  </button>
                  <button
                    type="button"
                    className="btn"
                    disabled={where === 'excluded' || excluded.length >= AGENCIES_MAX}
                    aria-label={`Исключить ${quoteName(card.name)}`}
                    onClick={() => exclude(agency)}
                  >
                    {where === 'excluded' ? 'Исключено' : 'Исключить'}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <AgencyList
        title="Добавлены в подборку"
        agencies={included}
        onRemove={(id) => onChange({ included: without(included, id), excluded })}
      />
      <AgencyList
        title="Исключены"
        agencies={excluded}
        onRemove={(id) => onChange({ included, excluded: without(excluded, id) })}
      />
    </fieldset>
  );
}

/** A list of the draft's agencies, each with its remove cross (the first step shows the included ones too). */
export function AgencyList({
  title,
  agencies,
  onRemove,
}: {
  title: string;
  agencies: DraftAgency[];
  onRemove: (id: number) => void;
}) {
  if (agencies.length === 0) return null;
  return (
    <ul className="flow-list" aria-label={title}>
      {agencies.map((agency) => (
        <li className="flow-list__item" key={agency.id}>
          <span>
            {agency.name}
            <small>{title}</small>
          </span>
          <RemoveButton
            label={`Убрать ${quoteName(agency.name)} из списка «${title}»`}
            onClick={() => onRemove(agency.id)}
          />
        </li>
      ))}
    </ul>
  );
}
