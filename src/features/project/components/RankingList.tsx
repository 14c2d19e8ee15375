import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RankedAgency } from '../../../../contract/ranking';
import '../../../components/button-link/button-link.css';
import '../../../components/plain-form/plain-form.css';
import { Notice } from '../../../components/plain-form/Notice';
import { AGENCY_FORMS, FITS_FORMS, plural, pluralForm } from '../../../../contract/plural';
import { useAddFavourite, useExcludeAgency } from '../api/agency-lists';
import { RANKING_PAGE_SIZE, rankingPageOf, useRanking } from '../api/ranking';
import { useRequirements } from '../api/requirements';
import { Placeholder } from './Plain';
import { RankedAgencyItem } from './RankedAgencyItem';
import './RankingList.css';

const MIN_SCORES = [0, 50, 70, 85];
const minScoreLabel = (value: number) => (value === 0 ? 'Любое совпадение' : `От ${value} из 100`);

/** Filters over the loaded page: the ranking's order is the server's, these only narrow what is shown. */
const shownOf = (items: RankedAgency[], minScore: number, search: string) => {
  const word = search.trim().toLocaleLowerCase('ru');
  return items.filter(
    (item) =>
      item.score >= minScore &&
      (word === '' || item.contractor.name.toLocaleLowerCase('ru').includes(word)),
  );
};

/** The project's ranked agencies with their scores and reasons, filters, pages and the client's actions. */
export function RankingList({ project }: { project: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = rankingPageOf(searchParams);
  const ranking = useRanking(project, page);
  const requirements = useRequirements(project);
  const addFavourite = useAddFavourite(project);
  const exclude = useExcludeAgency(project);
  const [minScore, setMinScore] = useState(0);
  const [search, setSearch] = useState('');

  const whitelist = requirements.data?.whitelist ?? [];
  const requirement = requirements.data?.id ?? null;
  const busy = addFavourite.isPending || exclude.isPending || requirements.isPending;

  // The favourites' notice above the filters comes with the requirements: the list waits for them too, so
  // nothing moves when they come after the ranking.
  if (ranking.isPending || requirements.isPending) {
    return (
      <div className="ranking-list">
        <Placeholder label="Загрузка подбора" rows={6} />
      </div>
    );
  }
  if (ranking.isError) {
    return (
      <Notice type="error" role="alert" title="Не удалось загрузить подбор">
        <button type="button" className="btn" onClick={() => void ranking.refetch()}>
          Повторить
        </button>
      </Notice>
    );
  }
  const shown = shownOf(ranking.data.results, minScore, search);
  return (
    <div className="ranking-list">
      <p className="ranking-list__count" aria-live="polite">
        {pluralForm(ranking.data.count, FITS_FORMS)} {plural(ranking.data.count, AGENCY_FORMS)}
      </p>
      {whitelist.length > 0 && (
        <Notice
          type="info"
          title={`В избранном ${plural(whitelist.length, ['агентство', 'агентства', 'агентств'])}: подбор показывает только их`}
        >
          Уберите агентства из избранного, чтобы снова видеть всех подходящих.
        </Notice>
      )}
      <div className="ranking-filters" role="search" aria-label="Фильтры подбора">
        <input
          type="search"
          className="input"
          aria-label="Поиск по названию"
          placeholder="Название агентства"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <select
          className="input select"
          aria-label="Минимальное совпадение"
          value={minScore}
          onChange={(event) => setMinScore(Number(event.target.value))}
        >
          {MIN_SCORES.map((value) => (
            <option key={value} value={value}>
              {minScoreLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {shown.length === 0 ? (
        <p className="ranking-list__empty">
          {ranking.data.count === 0
            ? 'Ни одно агентство не проходит требования. Ослабьте их на вкладке «О проекте».'
            : 'На этой странице нет агентств под эти фильтры.'}
        </p>
      ) : (
        <ol className="ranking-list__items">
          {shown.map((item) => (
            <li key={item.contractorId}>
              <RankedAgencyItem
                item={item}
                project={project}
                favourite={whitelist.some((row) => row.contractor.id === item.contractorId)}
                busy={busy}
                onFavourite={() =>
                  addFavourite.mutate({ requirement, contractor: item.contractorId })
                }
                onExclude={() => exclude.mutate({ requirement, contractor: item.contractorId })}
              />
            </li>
          ))}
        </ol>
      )}
      {ranking.data.count > RANKING_PAGE_SIZE && (
        <RankingPages
          page={page}
          pages={Math.ceil(ranking.data.count / RANKING_PAGE_SIZE)}
          onPage={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
        />
      )}
    </div>
  );
}

/** The ranking's pages: back, where we are, forward. */
function RankingPages({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="ranking-pages" aria-label="Страницы подбора">
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Назад
      </button>
      <span aria-current="page">
        Страница {page} из {pages}
      </span>
      <button
        type="button"
        className="btn"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Дальше
      </button>
    </nav>
  );
}
