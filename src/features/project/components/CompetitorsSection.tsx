import { useState, type FormEvent } from 'react';
import { COMPETITOR_NAME_MAX, COMPETITORS_MAX } from '../../../../contract/tender-conflict';
import type { Competitor, CompetitorsUpdate } from '../../../../contract/tender-conflict-api';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { Notice } from '../../../components/plain-form/Notice';
import { useServerSearch } from '../../../components/reference/use-server-search';
import { formErrors } from '../../../lib/form-errors';
import { brandsQueryOptions } from '../../../lib/reference/get-brands';
import { useCompetitors, useSaveCompetitors } from '../api/conflicts';
import { Panel, Placeholder } from './Plain';
import './CompetitorsSection.css';

// «Конкуренты» on the client's project: the brands and companies whose agencies the ranking, the invitations
// and the comparison flag. The client's own: no agency reads the list.

type Row = CompetitorsUpdate['competitors'][number];
const rowOf = (c: Competitor): Row => ({ brand: c.brand, name: c.name, inn: c.inn });
const titleOf = (c: Competitor) =>
  [c.brand_name ?? c.name, c.inn ? `ИНН ${c.inn}` : ''].filter(Boolean).join(', ');

const title = <h2 className="project-section-title">Конкуренты</h2>;

export function CompetitorsSection({ project }: { project: number }) {
  const competitors = useCompetitors(project);
  const save = useSaveCompetitors(project);
  const [errors, setErrors] = useState<string[]>([]);
  if (competitors.isPending) return <Placeholder label="Загрузка конкурентов" rows={2} />;
  if (competitors.isError)
    return (
      <Panel title={title}>
        <Notice type="error" role="alert" title="Не удалось загрузить конкурентов" />
      </Panel>
    );
  const { competitors: list, can_edit: canEdit } = competitors.data;
  const replace = async (rows: Row[]) => {
    setErrors([]);
    try {
      await save.mutateAsync({ competitors: rows });
      return true;
    } catch (error) {
      setErrors(formErrors(error, [], { labels: { competitors: 'Конкуренты' } }).messages);
      return false;
    }
  };
  return (
    <Panel title={title}>
      <p className="project-note">
        Агентства, которые работают с ними или с компаниями вашей отрасли, будут отмечены в подборе,
        приглашениях и сравнении предложений. Агентства этот список не видят.
      </p>
      {list.length === 0 ? (
        <p className="project-note">Конкуренты не указаны.</p>
      ) : (
        <ul className="competitor-list" aria-label="Конкуренты">
          {list.map((c, index) => (
            <li key={c.id}>
              <span>{titleOf(c)}</span>
              {canEdit && (
                <button
                  type="button"
                  className="btn"
                  aria-label={`Убрать: ${titleOf(c)}`}
                  disabled={save.isPending}
                  onClick={() => void replace(list.filter((_, i) => i !== index).map(rowOf))}
                >
                  Убрать
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && list.length < COMPETITORS_MAX && (
        <CompetitorForm
          pending={save.isPending}
          onAdd={(row) => replace([...list.map(rowOf), row])}
        />
      )}
      <FormAlert messages={errors} />
    </Panel>
  );
}

/** A brand of the reference when the typed name is one (the list suggests them), else a company's name. */
function CompetitorForm({
  pending,
  onAdd,
}: {
  pending: boolean;
  onAdd: (row: Row) => Promise<boolean>;
}) {
  const brands = useServerSearch(brandsQueryOptions);
  const [inn, setInn] = useState('');
  const [empty, setEmpty] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = brands.typed.trim();
    if (name === '' && inn.trim() === '') {
      setEmpty('Укажите название, бренд или ИНН.');
      return;
    }
    setEmpty(undefined);
    const brand = brands.items.find(
      (item) => item.name.toLocaleLowerCase('ru') === name.toLocaleLowerCase('ru'),
    );
    const added = await onAdd({
      ...(brand ? { brand: brand.id } : { name }),
      ...(inn.trim() && { inn: inn.trim() }),
    });
    if (added) {
      brands.setTyped('');
      setInn('');
    }
  };
  return (
    <form
      className="competitor-form"
      aria-label="Добавить конкурента"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Field
        id="competitor-name"
        label="Бренд или компания"
        help="Бренды из справочника подсказываются по мере ввода."
        error={empty}
      >
        <input
          className="input"
          list="competitor-brands"
          maxLength={COMPETITOR_NAME_MAX}
          value={brands.typed}
          onChange={(event) => brands.setTyped(event.target.value)}
          {...fieldAria('competitor-name', empty, true)}
        />
        <datalist id="competitor-brands">
          {brands.items.map((item) => (
            <option key={item.id} value={item.name} />
          ))}
        </datalist>
      </Field>
      <Field id="competitor-inn" label="ИНН" help="Необязательно: 10 или 12 цифр.">
        <input
          className="input"
          inputMode="numeric"
          maxLength={12}
          value={inn}
          onChange={(event) => setInn(event.target.value)}
          {...fieldAria('competitor-inn', undefined, true)}
        />
      </Field>
      <div>
        <button type="submit" className="btn" aria-busy={pending} disabled={pending}>
          Добавить конкурента
        </button>
      </div>
    </form>
  );
}
