import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Modal } from 'antd';
import { Link } from 'react-router-dom';
import { PROJECT_STATUSES, isTenderOver } from '../../../../contract/project-rules';
import { quoteName } from '../../../../contract/quote';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { BusyButton } from '../../../components/busy-button/BusyButton';
import '../../../components/button-link/button-link.css';
import type { InvitedAgency } from '../../../components/invite-slot/InviteSlot';
import { Notice } from '../../../components/plain-form/Notice';
import { ScoreExplanationList } from '../../../components/score-explanation/ScoreExplanation';
import { paths } from '../../../config/paths';
import { formErrors } from '../../../lib/form-errors';
import { addFavourite } from '../api/agency-lists';
import { useAgencyFit } from '../api/agency-fit';
import { useProjects } from '../api/projects';
import { projectRankingKey } from '../api/ranking';
import { requirementsQueryOptions } from '../api/requirements';
import './InviteDialog.css';

type InviteDialogProps = {
  open: boolean;
  agency: InvitedAgency;
  /** The project to pick first (the ranking the agency was found in). */
  project?: number;
  onClose: () => void;
  /** «Новый проект»: the agency goes into the project flow's draft, and the flow opens. */
  onNewProject: () => void;
};

/**
 * «Пригласить в проект»: the client picks one of its projects — the dialog shows how the agency fits it, as
 * the ranking explains it, or why it does not — and adds the agency to its favourites; or starts a new
 * project with the agency included. On antd's Modal (a focus-trapping dialog), loaded when first opened.
 */
export function InviteDialog({ open, agency, onClose, ...rest }: InviteDialogProps) {
  return (
    <AntdProvider>
      <Modal
        open={open}
        title={`Пригласить ${quoteName(agency.name)} в проект`}
        onCancel={onClose}
        footer={null}
        destroyOnHidden
      >
        <InviteForm agency={agency} onClose={onClose} {...rest} />
      </Modal>
    </AntdProvider>
  );
}

function InviteForm({ agency, project, onClose, onNewProject }: Omit<InviteDialogProps, 'open'>) {
  const projects = useProjects();
  const open = (projects.data?.results ?? []).filter((item) => !isTenderOver(item.status));
  const [chosen, setChosen] = useState<number | null>(project ?? null);
  const picked = open.find((item) => item.id === chosen) ?? null;
  const fit = useAgencyFit(picked?.id ?? null, agency.id);
  const queryClient = useQueryClient();
  const add = useMutation({
    // The project's requirements row, or a new one when it has none yet (as the ranking's «В избранное»).
    mutationFn: ({ id, requirements }: { id: number; requirements: number | null }) =>
      addFavourite(id, { requirement: requirements, contractor: agency.id }),
    meta: { silentError: true },
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requirementsQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: projectRankingKey(id) }),
      ]),
  });
  const [added, setAdded] = useState<number | null>(null);
  const legendId = useId();

  const favourite = fit.data?.favourite === true || (picked !== null && added === picked.id);
  const canAdd = picked !== null && fit.isSuccess && !fit.data.excluded && !favourite;

  return (
    <div className="invite-dialog">
      <QueryState
        query={projects}
        loading="Загружаем ваши проекты…"
        failed="Не удалось загрузить ваши проекты"
      >
        {() =>
          open.length === 0 ? (
            <p className="project-note">
              Проектов, в подбор которых можно добавить агентство, у вас пока нет.
            </p>
          ) : (
            <fieldset className="invite-dialog__projects" aria-labelledby={legendId}>
              <legend id={legendId}>В избранное проекта</legend>
              {open.map((item) => (
                <label key={item.id} className="invite-dialog__project">
                  <input
                    type="radio"
                    name="invite-project"
                    checked={chosen === item.id}
                    onChange={() => {
                      setChosen(item.id);
                      add.reset();
                    }}
                  />
                  <span>
                    {item.title} <small>{PROJECT_STATUSES[item.status]}</small>
                  </span>
                </label>
              ))}
            </fieldset>
          )
        }
      </QueryState>
      {picked && (
        <section className="invite-dialog__fit" aria-label="Как агентство подходит проекту">
          <QueryState
            query={fit}
            loading="Смотрим, как агентство подходит проекту…"
            failed="Не удалось узнать, подходит ли агентство"
          >
            {(data) =>
              data.excluded ? (
                <Notice type="warning" title="Вы исключили это агентство из подбора проекта">
                  Верните его на вкладке «Исключённые» проекта, чтобы добавить в избранное.
                </Notice>
              ) : (
                <>
                  <p className="invite-dialog__verdict">
                    {data.fits
                      ? `Подходит проекту: ${data.score} из 100`
                      : 'Не проходит требования проекта'}
                  </p>
                  {!data.fits && (
                    <>
                      <ul className="invite-dialog__failed">
                        {data.failedFilters.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                      <p className="project-note">
                        В избранном оно будет, но в подборе появится, только если ослабить
                        требования на вкладке «О проекте».
                      </p>
                    </>
                  )}
                  <ScoreExplanationList explanation={data.explanation} />
                </>
              )
            }
          </QueryState>
        </section>
      )}
      {add.isError && (
        <Notice type="error" role="alert" title="Не удалось добавить в избранное">
          {formErrors(add.error, []).messages.join(' ')}
        </Notice>
      )}
      {picked && favourite && (
        <p className="invite-dialog__done" role="status">
          {quoteName(agency.name)} в избранном проекта {quoteName(picked.title)}.{' '}
          <Link to={paths.performers.root.getHref(picked.id)} onClick={onClose}>
            Открыть подбор
          </Link>
        </p>
      )}
      <div className="invite-dialog__actions">
        {open.length > 0 && (
          <BusyButton
            className="btn btn--primary"
            busy={add.isPending || !canAdd}
            onClick={() => {
              if (!canAdd) return;
              add.mutate(picked, { onSuccess: () => setAdded(picked.id) });
            }}
          >
            {favourite ? 'В избранном' : 'Добавить в избранное'}
          </BusyButton>
        )}
        <button
          type="button"
          className={open.length > 0 ? 'btn' : 'btn btn--primary'}
          onClick={() => {
            onNewProject();
            onClose();
          }}
        >
          Новый проект с этим агентством
        </button>
      </div>
    </div>
  );
}

/** One of the dialog's reads: a busy note while it loads, an alert with «Повторить» if it fails. */
function QueryState<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p className="project-note" aria-busy="true">
        {loading}
      </p>
    );
  if (query.isError)
    return (
      <Notice type="error" role="alert" title={failed}>
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          Повторить
        </button>
      </Notice>
    );
  return children(query.data);
}
