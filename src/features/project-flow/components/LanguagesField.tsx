import { useLanguages } from '../../../lib/reference/get-languages';

/** The languages the agency must work in: every ticked one is required. */
export function LanguagesField({
  value,
  onChange,
}: {
  value: number[];
  onChange: (languages: number[]) => void;
}) {
  const languages = useLanguages();
  return (
    <fieldset className="chips flow-section">
      <legend className="chips__legend">Языки работы</legend>
      {languages.isPending && <p className="chips__loading">Загружаем языки…</p>}
      <div className="chips__list">
        {(languages.data ?? []).map((language) => (
          <label className="chip" key={language.id}>
            <input
              type="checkbox"
              className="chip__input"
              checked={value.includes(language.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, language.id]
                    : value.filter((item) => item !== language.id),
                )
              }
            />
            <span className="chip__text">{language.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
