import { lazy, Suspense, useState } from 'react';
import type { Project } from '../../../../contract/project';
import type { Candidate } from '../../../../contract/tender';
import type { FinalRound } from '../../../../contract/tender-final-round';
import { FINALISTS_MAX, FINALISTS_MIN } from '../../../../contract/tender-final-round-rules';
import { useFinalRound } from '../../../lib/final-round';
import { EvaluationForm } from './EvaluationForm';
import { Panel } from './Plain';
import { formatMoment, formatRoubles } from './tender-format';

// «Финальный раунд» on the client's performers tab: once the proposals open, 2–3 finalists revise their
// price, timeline and approach until a deadline of its own; then their first and final offers side by side.

const title = <h2 className="project-section-title">Финальный раунд</h2>;

export function FinalRoundSection({
  project,
  candidates,
}: {
  project: Project;
  candidates: Candidate[];
}) {
  const round = useFinalRound(project.id);
  if (!round.data) return null;
  if (round.data.started_at) return <FinalRoundState project={project.id} round={round.data} />;
  const eligible = candidates.filter((c) => c.submitted_at !== null && c.status !== 'rejected');
  if (project.status !== 'tender' || eligible.length < FINALISTS_MIN) return null;
  return <StartFinalRound project={project.id} eligible={eligible} />;
}

const Dialog = lazy(() =>
  import('./FinalRoundDialog').then((module) => ({ default: module.FinalRoundDialog })),
);

function StartFinalRound({ project, eligible }: { project: number; eligible: Candidate[] }) {
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <Panel title={title}>
      <p className="project-note">
        Возьмите {FINALISTS_MIN}–{FINALISTS_MAX} лучших предложения в финальный раунд: финалисты
        пересмотрят цену, срок и подход до нового срока, их предложения снова запечатаны до него.
        Раунд в тендере один.
      </p>
      <button
        type="button"
        className="btn"
        onClick={() => {
          setOpen(true);
          setWasOpened(true);
        }}
      >
        Объявить финальный раунд
      </button>
      {/* Mounted from its first opening on, so antd closes it with its animation. */}
      {wasOpened && (
        <Suspense fallback={null}>
          <Dialog
            project={project}
            eligible={eligible}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Panel>
  );
}

const dash = '—';
const days = (value: number | null) => (value === null ? dash : `${value} дн.`);
const roubles = (value: number | null) => (value === null ? dash : formatRoubles(value));

function FinalRoundState({ project, round }: { project: number; round: FinalRound }) {
  return (
    <>
      <Panel title={title}>
        <p className="project-note">
          {round.open
            ? `Финальные предложения вскрыты ${formatMoment(round.opened_at!)}.`
            : `Финальные предложения запечатаны до ${formatMoment(round.deadline!)} или до ответа всех финалистов.`}
          {round.message && ` Ваше сообщение финалистам: «${round.message}»`}
        </p>
        {/* Focusable: a keyboard scrolls the table sideways on a phone. */}
        <div
          className="tender-matrix"
          role="region"
          aria-label="Финальный раунд: было и стало"
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">Финалист</th>
                <th scope="col">Цена: было → стало</th>
                <th scope="col">Срок: было → стало</th>
                <th scope="col">Подход в финале</th>
              </tr>
            </thead>
            <tbody>
              {round.finalists.map((f) => (
                <tr key={f.candidate}>
                  <th scope="row">{f.contractor_name}</th>
                  <td>
                    {roubles(f.first.price)} → {round.open ? roubles(f.final.price) : dash}
                  </td>
                  <td>
                    {days(f.first.timeline_days)} →{' '}
                    {round.open ? days(f.final.timeline_days) : dash}
                  </td>
                  <td>
                    {!f.submitted_at
                      ? 'Финальное предложение не прислано: действует первое'
                      : round.open
                        ? f.final.approach
                        : `Прислано ${formatMoment(f.submitted_at)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      {round.open && <EvaluationForm project={project} round={2} />}
    </>
  );
}
