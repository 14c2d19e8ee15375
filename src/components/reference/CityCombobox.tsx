import type { RefCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCombobox } from 'downshift';
import type { City } from '../../../contract/reference';
import { useCities } from '../../lib/reference/get-cities';
import { cityQueryOptions, useCity } from '../../lib/reference/get-city';
import '../plain-form/plain-form.css';
import './plain-pickers.css';
import { useSearchText } from '../../hooks/use-search-text';

/** Left without a pick: an emptied field clears the city, anything else shows the chosen one's name again. */
const settled = (typed: string, chosen: City | null) =>
  typed.trim() === ''
    ? { selectedItem: null, inputValue: '' }
    : { selectedItem: chosen, inputValue: chosen?.name ?? '' };
const { InputBlur, InputChange } = useCombobox.stateChangeTypes;

type CityComboboxProps = {
  /** The input's id (its label points at it). */
  id: string;
  value: number | null;
  onChange: (city: number | null) => void;
  onBlur?: () => void;
  /** The form's (react-hook-form's field ref), to focus the field when it is wrong. */
  ref?: RefCallback<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A city chosen by typing its name: the server searches as you type (CityPicker's plain twin, no antd).
 * An ARIA 1.2 combobox with a list popup (downshift): arrows walk the list, Enter or a tap picks, Escape closes
 * it (and, closed, clears the field). Leaving the field without picking puts the chosen city's name back.
 */
export function CityCombobox({ id, value, onChange, onBlur, ref, ...aria }: CityComboboxProps) {
  const queryClient = useQueryClient();
  const { typed, setTyped, search } = useSearchText();

  const cities = useCities(search);
  const wanted = typed.trim().toLocaleLowerCase('ru');
  // Until the server answers what was typed last, the previous answer narrowed to it (never a stale list):
  // that includes the moment `search` catches up while the list is still the previous query's placeholder.
  const answered = search === typed.trim() && !cities.isPlaceholderData;
  const items = (cities.data ?? []).filter(
    (city) => answered || city.name.toLocaleLowerCase('ru').includes(wanted),
  );
  // The chosen city's name (a saved draft has only its id); a pick puts it in the cache first.
  const chosen = useCity(value, value !== null);
  const selectedItem = value === null ? null : (chosen.data ?? null);
  const searching = cities.isFetching || search !== typed.trim();

  const {
    isOpen,
    highlightedIndex,
    inputValue,
    selectItem,
    setInputValue,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<City>({
    inputId: id,
    labelId: `${id}-label`, // the Field's label names the input and its list
    items,
    selectedItem,
    itemToString: (city) => city?.name ?? '',
    itemToKey: (city) => city?.id ?? null,
    onInputValueChange: ({ type, inputValue }) => {
      if (type === InputChange) setTyped(inputValue);
    },
    onSelectedItemChange: ({ selectedItem: city }) => {
      if (city) queryClient.setQueryData(cityQueryOptions(city.id).queryKey, city);
      onChange(city?.id ?? null);
    },
    stateReducer: (state, { type, changes }) => {
      // Left with the list open: the highlighted city is picked (downshift), or else as `settle` below.
      if (type !== InputBlur || changes.selectedItem !== state.selectedItem) return changes;
      return { ...changes, ...settled(state.inputValue, state.selectedItem) };
    },
    getA11yStatusMessage: ({ isOpen: open }) => {
      if (!open || searching) return '';
      return items.length > 0 ? `Найдено городов: ${items.length}` : 'Город не найден';
    },
  });

  const inputProps = getInputProps({
    onBlur: () => {
      // Left with the list closed (downshift only handles an open one): settle what was typed the same way.
      if (!isOpen) {
        const { selectedItem: city, inputValue: text } = settled(inputValue, selectedItem);
        if (city !== selectedItem) selectItem(null);
        else if (text !== inputValue) setInputValue(text);
      }
      onBlur?.();
    },
  });
  return (
    <div className="combobox">
      <div className="combobox__control">
        <input
          {...inputProps}
          {...aria}
          ref={(node) => {
            if (typeof inputProps.ref === 'function') inputProps.ref(node); // downshift's own (a callback)
            if (typeof ref === 'function') ref(node); // the form's (to focus an error)
          }}
          className="input combobox__input"
          placeholder="Начните вводить название"
        />
        <button
          type="button"
          className="input-button combobox__toggle"
          aria-label={isOpen ? 'Скрыть список городов' : 'Показать список городов'}
          {...getToggleButtonProps()}
        >
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <ul {...getMenuProps()} className="combobox__menu" hidden={!isOpen || items.length === 0}>
        {isOpen &&
          items.map((city, index) => (
            <li
              key={city.id}
              className="combobox__option"
              data-highlighted={highlightedIndex === index || undefined}
              {...getItemProps({ item: city, index })}
            >
              {city.name}
            </li>
          ))}
      </ul>
      {isOpen && items.length === 0 && (
        <p className="combobox__empty">{searching ? 'Ищем…' : 'Город не найден'}</p>
      )}
    </div>
  );
}
