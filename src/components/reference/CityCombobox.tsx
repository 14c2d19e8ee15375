import type { RefCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCombobox } from 'downshift';
import type { City } from '../../../contract/reference';
import { cityQueryOptions } from '../../lib/reference/get-city';
import { useCitySearch } from './city-search';
import '../plain-form/plain-form.css';
import './plain-pickers.css';

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
 * A city chosen by typing its name, the server searching as you type (`useCitySearch`, as antd's CityPicker).
 * An ARIA 1.2 combobox with a list popup (downshift): arrows walk the list, Enter or a tap picks, Escape closes
 * it (and, closed, clears the field). Leaving the field without picking puts the chosen city's name back.
 */
export function CityCombobox({ id, value, onChange, onBlur, ref, ...aria }: CityComboboxProps) {
  const queryClient = useQueryClient();
  const { setTyped, items, chosen: selectedItem, searching, texts } = useCitySearch(value);

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
      return items.length > 0 ? `Найдено городов: ${items.length}` : texts.notFound;
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
          placeholder={texts.placeholder}
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
        <p className="combobox__empty">{searching ? texts.searching : texts.notFound}</p>
      )}
    </div>
  );
}
