import { useState } from 'react';
import { Alert, Button, Card, InputNumber, Select, Skeleton } from 'antd';
import { MIN_STAFF_MAX } from '../../../../contract/project-rules';
import type { ProjectRequirementsView } from '../../../../contract/requirements';
import { useCitiesOfCountry } from '../../../lib/reference/get-cities-of-country';
import { useCountries } from '../../../lib/reference/get-countries';
import { useIndustries } from '../../../lib/reference/get-industries';
import { useLanguages } from '../../../lib/reference/get-languages';
import {
  useAddIndustry,
  useAddLanguage,
  useAddLocation,
  useRemoveIndustry,
  useRemoveLanguage,
  useRemoveLocation,
  useSetMinStaff,
} from '../api/requirement-parts';
import { useRequirements } from '../api/requirements';
import { ServiceRequirements } from './ServiceRequirements';
import { TagRequirements } from './TagRequirements';

type Props = { project: number; requirements: ProjectRequirementsView };

function IndustryRequirements({ project, requirements }: Props) {
  const industries = useIndustries();
  const add = useAddIndustry(project);
  const remove = useRemoveIndustry(project);
  return (
    <TagRequirements
      label="Отрасли"
      rows={requirements.industries.map((row) => ({ id: row.id, name: row.industry.name }))}
      options={industries.data}
      busy={add.isPending || remove.isPending}
      onAdd={(industry) => add.mutate({ requirement: requirements.id, industry })}
      onRemove={(id) => remove.mutate(id)}
    />
  );
}

function LanguageRequirements({ project, requirements }: Props) {
  const languages = useLanguages();
  const add = useAddLanguage(project);
  const remove = useRemoveLanguage(project);
  return (
    <TagRequirements
      label="Языки"
      rows={requirements.languages.map((row) => ({ id: row.id, name: row.language.name }))}
      options={languages.data}
      busy={add.isPending || remove.isPending}
      onAdd={(language) => add.mutate({ requirement: requirements.id, language })}
      onRemove={(id) => remove.mutate(id)}
    />
  );
}

/** Places: a whole country or one of its cities. */
function LocationRequirements({ project, requirements }: Props) {
  const countries = useCountries();
  const [country, setCountry] = useState<number | null>(null);
  const cities = useCitiesOfCountry(country);
  const add = useAddLocation(project);
  const remove = useRemoveLocation(project);
  const save = (city: number | null) =>
    country !== null &&
    add.mutate(
      { requirement: requirements.id, country, city },
      { onSuccess: () => setCountry(null) },
    );
  return (
    <div className="tag-requirements">
      <TagRequirements
        label="Места"
        rows={requirements.locations.map((row) => ({
          id: row.id,
          name: row.city ? `${row.city.name}, ${row.country.name}` : row.country.name,
        }))}
        options={null}
        busy={remove.isPending}
        onAdd={() => undefined}
        onRemove={(id) => remove.mutate(id)}
      />
      <div className="requirement-row requirement-row--new">
        <Select
          aria-label="Страна"
          className="requirement-row__select"
          placeholder="Страна"
          showSearch={{ optionFilterProp: 'label' }}
          value={country ?? undefined}
          options={(countries.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          onChange={setCountry}
        />
        {country !== null && (
          <>
            <Select
              aria-label="Город"
              className="requirement-row__select"
              placeholder="Город"
              showSearch={{ optionFilterProp: 'label' }}
              loading={cities.isPending}
              value={null}
              options={(cities.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
              onChange={(city: number | null) => save(city)}
            />
            <Button onClick={() => save(null)} disabled={add.isPending}>
              Вся страна
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function StaffRequirement({ project, requirements }: Props) {
  const set = useSetMinStaff(project);
  const [value, setValue] = useState<number | null>(requirements.min_staff);
  return (
    <div className="requirement-row">
      <InputNumber
        aria-label="Минимальный размер команды"
        min={1}
        max={MIN_STAFF_MAX}
        precision={0}
        placeholder="Любой"
        value={value}
        onChange={(next) => setValue(next)}
      />
      <Button
        onClick={() => set.mutate({ requirement: requirements.id, minStaff: value })}
        disabled={set.isPending || value === requirements.min_staff}
      >
        Сохранить
      </Button>
    </div>
  );
}

/** The about-project tab: every requirement the ranking reads, each change re-ranks the list. */
export function RequirementsEditor({ project }: { project: number }) {
  const requirements = useRequirements(project);
  if (requirements.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (requirements.isError)
    return <Alert type="error" showIcon title="Не удалось загрузить требования" />;
  const props = { project, requirements: requirements.data };
  return (
    <div className="requirements-editor">
      <p className="project-note">
        Каждое изменение сразу пересчитывает подбор на вкладке «Подбор».
      </p>
      <Card size="small" title={<h2 className="project-section-title">Услуги и бюджет на них</h2>}>
        <ServiceRequirements {...props} />
      </Card>
      <Card size="small" title={<h2 className="project-section-title">Опыт в отраслях</h2>}>
        <IndustryRequirements {...props} />
      </Card>
      <Card size="small" title={<h2 className="project-section-title">Языки</h2>}>
        <LanguageRequirements {...props} />
      </Card>
      <Card size="small" title={<h2 className="project-section-title">Где работает агентство</h2>}>
        <LocationRequirements {...props} />
      </Card>
      <Card size="small" title={<h2 className="project-section-title">Команда не меньше</h2>}>
        <StaffRequirement key={requirements.data.min_staff ?? 'any'} {...props} />
      </Card>
    </div>
  );
}
