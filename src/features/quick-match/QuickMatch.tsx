import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { BUDGET_BAND_KEYS, BUDGET_BANDS, type BudgetBand } from '../../../contract/budget';
import { paths } from '../../config/paths';
import { AGENCY_FORMS, FITS_FORMS, plural, pluralForm } from '../../../contract/plural';
import { useCitiesOfCountry } from '../../lib/reference/get-cities-of-country';
import { useCountries } from '../../lib/reference/get-countries';
import { useIndustries } from '../../lib/reference/get-industries';
import { useServices } from '../../lib/reference/get-services';
import { useQuickPreview, type QuickChoice } from './api/preview';
import { QuickResult } from './QuickResult';
import './quick-match.css';

const HOME_COUNTRY = 'RU'; // the places most clients pick: Russia's cities are offered first

type Option = { id: number | string; name: string };

function Choice({
  label,
  name,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  name: keyof QuickChoice;
  value: number | string | null;
  options: readonly Option[];
  anyLabel: string;
  onChange: (name: keyof QuickChoice, value: string) => void;
}) {
  return (
    <label className="quick-match__field">
      <span>{label}</span>
      <select
        name={name}
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(name, event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

const budgets = BUDGET_BAND_KEYS.map((key) => ({ id: key, name: BUDGET_BANDS[key] }));

/** «Подбор за минуту»: four questions, and at once how many agencies fit and the best three of them. */
export function QuickMatch() {
  const [choice, setChoice] = useState<QuickChoice>({
    service: null,
    industry: null,
    country: null,
    city: null,
    budget: null,
  });
  const services = useServices();
  const industries = useIndustries();
  const countries = useCountries();
  const home = countries.data?.find((country) => country.code === HOME_COUNTRY);
  const cities = useCitiesOfCountry(home?.id);
  const preview = useQuickPreview(choice);

  const change = (name: keyof QuickChoice, raw: string) =>
    setChoice((current) => {
      if (name === 'budget') return { ...current, budget: (raw || null) as BudgetBand | null };
      const id = raw ? Number(raw) : null;
      // A city stands for its country; no city: the whole country is not asked, any place will do.
      if (name === 'city') return { ...current, city: id, country: id ? (home?.id ?? null) : null };
      return { ...current, [name]: id };
    });

  return (
    <div className="quick-match">
      <div className="quick-match__head">
        <Link to={paths.home.getHref()} className="quick-match__logo">
          Подряд
        </Link>
        <h1>Подбор за минуту</h1>
        <p>
          Ответьте на четыре вопроса — и сразу увидите, сколько агентств подходит и кто из них лучше
          всего.
        </p>
      </div>
      <form
        className="quick-match__form"
        aria-label="Что нужно"
        onSubmit={(e) => e.preventDefault()}
      >
        <Choice
          label="Услуга"
          name="service"
          value={choice.service}
          options={services.data ?? []}
          anyLabel="Любая услуга"
          onChange={change}
        />
        <Choice
          label="Отрасль"
          name="industry"
          value={choice.industry}
          options={industries.data ?? []}
          anyLabel="Любая отрасль"
          onChange={change}
        />
        <Choice
          label="Город"
          name="city"
          value={choice.city}
          options={cities.data ?? []}
          anyLabel="Любой город"
          onChange={change}
        />
        <Choice
          label="Бюджет"
          name="budget"
          value={choice.budget}
          options={budgets}
          anyLabel="Пока не знаю"
          onChange={change}
        />
      </form>
      <QuickResult
        preview={preview.data}
        loading={preview.isPending}
        failed={preview.isError}
        retry={() => void preview.refetch()}
      />
      <p className="quick-match__next">
        <Link className="btn btn--primary btn--large" to={paths.createProject.root.getHref()}>
          Создать проект
        </Link>
        <span>
          Опишите задачу подробнее — подбор учтёт языки, размер команды и цены по каждой услуге.
        </span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {preview.data
          ? `${pluralForm(preview.data.count, FITS_FORMS)} ${plural(preview.data.count, AGENCY_FORMS)}`
          : ''}
      </p>
    </div>
  );
}
