import { PlacePicker } from '../../../components/reference/PlacePicker';
import { RemoveButton } from '../../../components/step-card/RemoveButton';
import type { DraftPlace } from '../draft';

const PLACES_MAX = 50;

/** Where the agency must work: a whole country or a city of it, several places (any of them will do). */
export function PlacesField({
  value,
  onChange,
}: {
  value: DraftPlace[];
  onChange: (places: DraftPlace[]) => void;
}) {
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
      <PlacePicker
        id="place"
        isTaken={(place) =>
          value.some((other) => other.country === place.country && other.city === place.city)
        }
        disabled={value.length >= PLACES_MAX}
        onAdd={(place) => onChange([...value, place])}
      />
    </fieldset>
  );
}
