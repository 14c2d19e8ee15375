import { useState } from 'react';
import { useCitiesOfCountry } from '../../lib/reference/get-cities-of-country';
import { useCountries } from '../../lib/reference/get-countries';
import '../plain-form/plain-form.css';
import '../step-card/flow-list.css';
import './plain-pickers.css';

/** A place of work: a whole country (`city` null) or one of its cities, with a name to show. */
export type PickedPlace = { country: number; city: number | null; name: string };

type PlacePickerProps = {
  /** Prefix of the selects' ids (`${id}-country`, `${id}-city`): unique on the page. */
  id: string;
  /** A place already on the list: not added twice. */
  isTaken: (place: { country: number; city: number | null }) => boolean;
  /** No more places may be added (a limit, a request on its way). */
  disabled?: boolean;
  onAdd: (place: PickedPlace) => void;
};

/** A country, then a city of it or the whole country, in native selects, and «Добавить место». */
export function PlacePicker({ id, isTaken, disabled, onAdd }: PlacePickerProps) {
  const countries = useCountries();
  const [country, setCountry] = useState<number | null>(null);
  const [city, setCity] = useState<number | null>(null);
  const cities = useCitiesOfCountry(country);

  const add = () => {
    if (country === null || isTaken({ country, city })) return;
    const countryName = countries.data?.find((item) => item.id === country)?.name ?? '';
    const cityName = city === null ? null : cities.data?.find((item) => item.id === city)?.name;
    const name = cityName ? `${cityName}, ${countryName}` : `${countryName}, вся страна`;
    onAdd({ country, city, name });
    setCity(null);
  };

  return (
    <div className="flow-row">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-country`}>
          Страна
        </label>
        <select
          id={`${id}-country`}
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
        <label className="field__label" htmlFor={`${id}-city`}>
          Город
        </label>
        <select
          id={`${id}-city`}
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
        disabled={country === null || isTaken({ country, city }) || disabled}
        onClick={add}
      >
        Добавить место
      </button>
    </div>
  );
}
