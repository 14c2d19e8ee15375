import { isTenderOver } from '../../../../contract/project-rules';
import { Link } from 'react-router-dom';
import type { Project } from '../../../../contract/project';
import type { Candidate } from '../../../../contract/tender';
import type { CandidateStatus } from '../../../../contract/tender-rules';
import { paths } from '../../../config/paths';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { CandidateActions } from './CandidateActions';
import { useConflictRows } from './ConflictRow';
import { useFinalRoundRows } from './FinalRoundRows';
import { criteria } from './matrix-criteria';
import { useRubricRows } from './RubricScores';
import { hasProposal, todayDay } from './tender-format';
import './ComparisonMatrix.css';

/** Wide enough for criteria as rows and candidates as columns; narrower, one card per candidate. */
const MATRIX_TABLE_QUERY = '(min-width: 768px)';

const STATUS_ORDER: CandidateStatus[] = ['winner', 'shortlisted', 'participant', 'rejected'];

const sorted = (candidates: Candidate[]) =>
  [...candidates].sort(
    (a, b) =>
      STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) ||
      Number(hasProposal(b)) - Number(hasProposal(a)),
  );

const AgencyLink = ({ candidate }: { candidate: Candidate }) => (
  <Link to={paths.executor.getHref(candidate.contractor)}>{candidate.contractor_name}</Link>
);

/**
 * The proposals side by side against the brief: price against the budget band, timeline against the deadline,
 * services covered and missing, team, reviews, match. Actions only while the project is open.
 */
export function ComparisonMatrix({
  project,
  candidates,
}: {
  project: Project;
  candidates: Candidate[];
}) {
  const wide = useMediaQuery(MATRIX_TABLE_QUERY);
  const rubricRows = useRubricRows(project.id);
  const rows = [...criteria(project, todayDay()), ...rubricRows];
  rows.push(...useConflictRows(project.id, candidates));
  rows.push(...useFinalRoundRows(project.id, candidates));
  const list = sorted(candidates);
  const open = !isTenderOver(project.status);
  if (wide)
    return (
      <div
        className="tender-matrix"
        role="region"
        aria-label="Таблица сравнения предложений"
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              <th scope="col">Критерий</th>
              <th scope="col">Бриф</th>
              {list.map((candidate) => (
                <th scope="col" key={candidate.id}>
                  <AgencyLink candidate={candidate} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="tender-matrix__brief">{row.brief}</td>
                {list.map((candidate) => (
                  <td key={candidate.id}>
                    <div className="matrix-cell">{row.value(candidate)}</div>
                  </td>
                ))}
              </tr>
            ))}
            {open && (
              <tr>
                <th scope="row">Решение</th>
                <td className="tender-matrix__brief" />
                {list.map((candidate) => (
                  <td key={candidate.id}>
                    <CandidateActions project={project.id} candidate={candidate} />
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
    );
  return (
    <ul className="candidate-cards" aria-label="Предложения участников">
      {list.map((candidate) => (
        <li key={candidate.id}>
          <article className="candidate-card" aria-labelledby={`candidate-${candidate.id}`}>
            <h3 id={`candidate-${candidate.id}`}>
              <AgencyLink candidate={candidate} />
            </h3>
            <dl>
              {rows.map((row) => (
                <div key={row.label}>
                  <dt>
                    {row.label}
                    {row.brief !== '—' && <span className="matrix-note"> · бриф: {row.brief}</span>}
                  </dt>
                  <dd className="matrix-cell">{row.value(candidate)}</dd>
                </div>
              ))}
            </dl>
            {open && <CandidateActions project={project.id} candidate={candidate} />}
          </article>
        </li>
      ))}
    </ul>
  );
}
