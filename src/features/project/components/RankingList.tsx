import { useState } from 'react';
import { Alert, Button, Empty, Input, Pagination, Select, Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { RankedAgency } from '../../../../contract/ranking';
import { plural } from '../../../lib/plural';
import { useAddFavourite, useExcludeAgency } from '../api/agency-lists';
import { RANKING_PAGE_SIZE, useRanking } from '../api/ranking';
import { useRequirements } from '../api/requirements';
import { RankedAgencyItem } from './RankedAgencyItem';

const MIN_SCORES = [0, 50, 70, 85];
const minScoreOptions = MIN_SCORES.map((value) => ({
  value,
  label: value === 0 ? 'Любое совпадение' : `От ${value} из 100`,
}));

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
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const ranking = useRanking(project, page);
  const requirements = useRequirements(project);
  const addFavourite = useAddFavourite(project);
  const exclude = useExcludeAgency(project);
  const [minScore, setMinScore] = useState(0);
  const [search, setSearch] = useState('');

  const whitelist = requirements.data?.whitelist ?? [];
  const requirement = requirements.data?.id ?? null;
  const busy = addFavourite.isPending || exclude.isPending || requirements.isPending;

  if (ranking.isPending) {
    return (
      <div role="status" aria-label="Загрузка подбора" className="ranking-list">
        <Skeleton active avatar paragraph={{ rows: 3 }} />
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (ranking.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Не удалось загрузить подбор"
        action={<Button onClick={() => void ranking.refetch()}>Повторить</Button>}
      />
    );
  }
  const shown = shownOf(ranking.data.results, minScore, search);
  return (
    <div className="ranking-list">
      <p className="ranking-list__count" aria-live="polite">
        Подходят {plural(ranking.data.count, ['агентство', 'агентства', 'агентств'])}
      </p>
      {whitelist.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={`В избранном ${plural(whitelist.length, ['агентство', 'агентства', 'агентств'])}: подбор показывает только их`}
          description="Уберите агентства из избранного, чтобы снова видеть всех подходящих."
        />
      )}
      <div className="ranking-filters" role="search" aria-label="Фильтры подбора">
        <Input.Search
          aria-label="Поиск по названию"
          placeholder="Название агентства"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          aria-label="Минимальное совпадение"
          value={minScore}
          options={minScoreOptions}
          onChange={setMinScore}
        />
      </div>
      {shown.length === 0 ? (
        <Empty
          description={
            ranking.data.count === 0
              ? 'Ни одно агентство не проходит требования. Ослабьте их на вкладке «О проекте».'
              : 'На этой странице нет агентств под эти фильтры.'
          }
        />
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
        <Pagination
          current={page}
          pageSize={RANKING_PAGE_SIZE}
          total={ranking.data.count}
          showSizeChanger={false}
          onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
        />
      )}
    </div>
  );
}
