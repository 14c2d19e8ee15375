import { useState } from 'react';
import { useCitiesOfCountry } from '../../../lib/reference/get-cities-of-country';
import { useCountries } from '../../../lib/reference/get-countries';
import type { DraftPlace } from '../draft';
import { RemoveButton } from '../../../components/step-card/RemoveButton';

const PLACES_MAX = 50;

/** Where the agency must work: a whole country or a city of it, several places (any of them will do). */
export function PlacesField({
  value,
  onChange,
}: {
  value: DraftPlace[];
  onChange: (places: DraftPlace[]) => void;
}) {
  const countries = useCountries();
  const [country, setCountry] = useState<number | null>(null);
  const [city, setCity] = useState<number | null>(null);
  const cities = useCitiesOfCountry(country);
  const taken = (place: { country: number; city: number | null }) =>
    value.some((other) => other.country === place.country && other.city === place.city);

  const add = () => {
    if (country === null || taken({ country, city })) return;
    const countryName = countries.data?.find((item) => item.id === country)?.name ?? '';
    const cityName = city === null ? null : cities.data?.find((item) => item.id === city)?.name;
    const name = cityName ? `${cityName}, ${countryName}` : `${countryName}, вся страна`;
    onChange([...value, { country, city, name }]);
    setCity(null);
  };

  return (
    <fieldset className="flow-section">
      <legend>Где должно работать агентство</legend>
      <p className="flow-hint">Подойдёт агентство, которое работает хотя бы в одном из мест.</p>
      {value.length > 0 && (
        <ul className="flow-list" aria-label="Выбранные места">
          {value.map((place) => (
            <li className="flow-list__item" key={`${place.country}:${place.city ?? ''}`}>
              <span>{place.name}</span>
              <RemoveButton
                label={`Убрать место «${place.name}»`}
                onClick={() => onChange(value.filter((other) => other !== place))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flow-row">
        <div className="field">
          <label className="field__label" htmlFor="place-country">
            Страна
          </label>
          <select
            id="place-country"
            className="input select"
            value={country ?? ''}
            onChange={(event) => {
              setCountry(event.target.value ? Number(event.target.value) : null);
              setCity(null);
            }}
          >
            <option value="">Выберите страну</option>
            {(countries.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="place-city">
            Город
          </label>
          <select
            id="place-city"
            className="input select"
            value={city ?? ''}
            disabled={country === null}
            onChange={(event) => setCity(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Вся страна</option>
            {(cities.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn--large"
          disabled={country === null || taken({ country, city }) || value.length >= PLACES_MAX}
          onClick={add}
        >
          Добавить место
        </button>
      </div>
    </fieldset>
  );
}
