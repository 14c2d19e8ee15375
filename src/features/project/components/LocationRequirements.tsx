import { PlacePicker } from '../../../components/reference/PlacePicker';
import { RemoveButton } from '../../../components/step-card/RemoveButton';
import '../../../components/step-card/flow-list.css';
import { useAddLocation, useRemoveLocation } from '../api/requirement-parts';
import { focusById, type RequirementPartProps } from './requirement-part';

/** Places: a whole country or one of its cities; any of them will do. */
export function LocationRequirements({ project, requirements, announce }: RequirementPartProps) {
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
