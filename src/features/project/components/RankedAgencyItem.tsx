import { useState } from 'react';
import { Button, Card, Collapse, Popconfirm, Progress, Tag } from 'antd';
import type { RankedAgency } from '../../../../contract/ranking';
import { AgencySummary } from './AgencySummary';
import { ScoreExplanation } from './ScoreExplanation';
import { SimilarAgencies } from './SimilarAgencies';

type RankedAgencyItemProps = {
  item: RankedAgency;
  project: number;
  favourite: boolean;
  busy: boolean;
  onFavourite: () => void;
  onExclude: () => void;
};

/** One agency of the ranking: its card, its score and why, and what the client can do with it. */
export function RankedAgencyItem({
  item,
  project,
  favourite,
  busy,
  onFavourite,
  onExclude,
}: RankedAgencyItemProps) {
  const [similarOpen, setSimilarOpen] = useState(false);
  const headingId = `ranked-${item.contractorId}`;
  return (
    <Card size="small" className="ranked-agency">
      <article aria-labelledby={headingId}>
        <div className="ranked-agency__head">
          <AgencySummary agency={item.contractor} headingId={headingId} />
          <div
            className="ranked-agency__score"
            role="img"
            aria-label={`Совпадение ${item.score} из 100`}
          >
            <span aria-hidden="true">
              <Progress type="circle" percent={item.score} size={56} format={(value) => value} />
            </span>
          </div>
        </div>
        {item.includedByClient && (
          <div className="ranked-agency__included">
            <Tag color="blue">Добавлено вами</Tag>
            {item.failedFilters.length > 0 && (
              <span>Не проходит: {item.failedFilters.join(', ')}</span>
            )}
          </div>
        )}
        <Collapse
          ghost
          size="small"
          items={[
            {
              key: 'why',
              label: 'Почему подходит',
              children: <ScoreExplanation item={item} />,
            },
          ]}
        />
        <div className="ranked-agency__actions">
          <Button onClick={onFavourite} disabled={busy || favourite}>
            {favourite ? 'В избранном' : 'В избранное'}
          </Button>
          <Popconfirm
            title="Исключить агентство из подбора?"
            description="Оно пропадёт из списка этого проекта."
            okText="Исключить"
            cancelText="Отмена"
            onConfirm={onExclude}
          >
            <Button danger disabled={busy}>
              Исключить
            </Button>
          </Popconfirm>
          <Button
            type="link"
            aria-expanded={similarOpen}
            onClick={() => setSimilarOpen(!similarOpen)}
          >
            Похожие
          </Button>
        </div>
        {similarOpen && (
          <SimilarAgencies
            project={project}
            contractor={item.contractorId}
            name={item.contractor.name}
          />
        )}
      </article>
    </Card>
  );
}
