import type { Tender } from '../../../../contract/tender';
import { plural } from '../../../../contract/plural';
import { Panel } from './Plain';
import { formatMoment } from './tender-format';
import { TenderTag } from './TenderTag';

/** Where the tender stands: its deadline for proposals, open or not, how many candidates sent proposals. */
export function TenderSummary({ tender }: { tender: Tender }) {
  return (
    <Panel title={<h2 className="project-section-title">Тендер</h2>}>
      <dl className="project-facts">
        <dt>Приём предложений</dt>
        <dd>
          <TenderTag color={tender.is_open ? 'blue' : 'default'}>
            {tender.is_open ? 'Идёт' : 'Завершён'}
          </TenderTag>
          до {formatMoment(tender.deadline)}
        </dd>
        <dt>Участники</dt>
        <dd>{plural(tender.candidates_count, ['агентство', 'агентства', 'агентств'])}</dd>
        <dt>Предложения</dt>
        <dd>
          {tender.proposals_count} из {tender.candidates_count}
        </dd>
        {tender.terms && (
          <>
            <dt>Условия</dt>
            <dd className="matrix-text">{tender.terms}</dd>
          </>
        )}
      </dl>
    </Panel>
  );
}
