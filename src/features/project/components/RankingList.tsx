import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RankedAgency } from '../../../../contract/ranking';
import '../../../components/button-link/button-link.css';
import '../../../components/plain-form/plain-form.css';
import { Notice } from '../../../components/plain-form/Notice';
import { AGENCY_FORMS, FITS_FORMS, plural, pluralForm } from '../../../../contract/plural';
import { useAddFavourite, useExcludeAgency } from '../api/agency-lists';
import {
  FAVOURITES_PARAM,
  favouritesOnlyOf,
  RANKING_PAGE_SIZE,
  rankingPageOf,
  useRanking,
} from '../api/ranking';
import { useRequirements } from '../api/requirements';
import { useConflicts } from '../api/conflicts';
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

/** The URL's query for a page of the ranking, of the favourites alone or of all (page 1 and «all» unsaid). */
const rankingSearch = (page: number, favouritesOnly: boolean) => ({
  ...(page > 1 && { page: String(page) }),
  ...(favouritesOnly && { [FAVOURITES_PARAM]: '1' }),
});

/**
 * A switch kept in the URL, ticked at once: the router commits the new URL in a transition, which on a busy
 * phone comes a moment after the tap. It follows the URL when that changes otherwise (back, a link).
 */
function useUrlSwitch(value: boolean) {
  const [shown, setShown] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    setShown(value);
  }
  return [shown, setShown] as const;
}

/**
 * The project's ranked agencies with their scores and reasons, filters, pages and the client's actions. The
 * favourites are marked and come first (the server's order); «Только избранные» shows them alone.
 */
export function RankingList({ project }: { project: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = rankingPageOf(searchParams);
  const favouritesOnly = favouritesOnlyOf(searchParams);
  const [favouritesTicked, tickFavourites] = useUrlSwitch(favouritesOnly);
  const ranking = useRanking(project, page, favouritesOnly);
  const requirements = useRequirements(project);
  const addFavourite = useAddFavourite(project);
  const exclude = useExcludeAgency(project);
  const conflicts = useConflicts(
    project,
    ranking.data?.results.map((item) => item.contractorId) ?? [],
  );
  const [minScore, setMinScore] = useState(0);
  const [search, setSearch] = useState('');

  const whitelist = requirements.data?.whitelist ?? [];
  const wantedServices = requirements.data?.services.map((row) => row.service.id) ?? [];
  const requirement = requirements.data?.id ?? null;
  const busy = addFavourite.isPending || exclude.isPending || requirements.isPending;

  // The favourites' buttons come with the requirements: the list waits for them too, so nothing changes
  // under the pointer when they come after the ranking.
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
        {favouritesOnly && ' из избранного'}
      </p>
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
        <label className="checkbox ranking-filters__favourites">
          <input
            type="checkbox"
            checked={favouritesTicked}
            onChange={(event) => {
              tickFavourites(event.target.checked);
              setSearchParams(rankingSearch(1, event.target.checked));
            }}
          />
          <span>Только избранные</span>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="ranking-list__empty">
          {emptyText(ranking.data.count, favouritesOnly, whitelist.length)}
        </p>
      ) : (
        // Busy while it still shows the last page and the asked one is on its way.
        <ol className="ranking-list__items" aria-busy={ranking.isPlaceholderData}>
          {shown.map((item) => (
            <li key={item.contractorId}>
              <RankedAgencyItem
                item={item}
                project={project}
                favourite={
                  item.favourite || whitelist.some((row) => row.contractor.id === item.contractorId)
                }
                busy={busy}
                conflict={conflicts.get(item.contractorId)}
                wantedServices={wantedServices}
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
          onPage={(next) => setSearchParams(rankingSearch(next, favouritesOnly))}
        />
      )}
    </div>
  );
}

/** Why nothing is shown: no agency fits, none of the favourites does (or there are none), or the filters. */
function emptyText(count: number, favouritesOnly: boolean, favourites: number): string {
  if (count > 0) return 'На этой странице нет агентств под эти фильтры.';
  if (!favouritesOnly)
    return 'Ни одно агентство не проходит требования. Ослабьте их на вкладке «О проекте».';
  return favourites === 0
    ? 'В избранном пока пусто. Отмечайте агентства кнопкой «В избранное».'
    : 'Ни одно агентство из избранного не проходит требования.';
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
