import { useForm } from 'react-hook-form';
import type { Invitation, InvitationsCreated } from '../../../../contract/tender';
import type { ConflictFlag } from '../../../../contract/tender-conflict-api';
import {
  INVITATION_ANSWER_DAYS,
  INVITATION_MESSAGE_MAX,
  INVITATION_STATUSES,
  INVITATIONS_PER_CALL_MAX,
} from '../../../../contract/tender-rules';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { paths } from '../../../config/paths';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { dayjs } from '../../../lib/dayjs';
import { AGENCY_FORMS, plural } from '../../../../contract/plural';
import { showToast } from '../../../lib/toast';
import { useCreateInvitations } from '../api/invitations';
import { FavouriteConflict } from './ConflictNote';
import { Panel } from './Plain';
import { TenderTag } from './TenderTag';
import './InviteForm.css';

type Agency = { id: number; name: string };
/** `contractors`: the ticked boxes' values (ids as text); `expires_at`: a native date field's `YYYY-MM-DD`. */
type Values = { contractors: string[] | string | false; message: string; expires_at: string };

/** react-hook-form gives a lone checkbox's value (or false), a group's as a list. */
const tickedOf = (value: Values['contractors']) =>
  Array.isArray(value) ? value : value ? [value] : [];

const DAY_FORMAT = 'YYYY-MM-DD';
const EXPIRES_HELP = `Необязательно: по умолчанию на ответ ${INVITATION_ANSWER_DAYS} дней.`;

const sentToast = (result: InvitationsCreated) => ({
  title: 'Приглашения отправлены',
  description:
    `Отправлено: ${plural(result.created.length, AGENCY_FORMS)}.` +
    (result.already_invited.length > 0
      ? ` Уже были приглашены раньше: ${result.already_invited.length}.`
      : ''),
  color: 'green' as const,
});

const panelTitle = <h2 className="project-section-title">Кого пригласить</h2>;

/**
 * The favourites, as many as there are, with a checkbox each (those not yet invited are ticked, up to one
 * call's `INVITATIONS_PER_CALL_MAX`), a message and an answer-by date.
 */
export function InviteForm({
  project,
  favourites,
  invitations,
  conflicts,
}: {
  project: number;
  favourites: Agency[];
  invitations: Invitation[];
  /** The favourites' «Конфликт интересов» flags by agency. */
  conflicts: Map<number, ConflictFlag>;
}) {
  const invited = new Map(invitations.map((item) => [item.contractor, item.status]));
  const open = favourites.filter((agency) => !invited.has(agency.id));
  if (favourites.length === 0)
    return (
      <Panel title={panelTitle}>
        <p className="project-note">
          Приглашения уходят агентствам из избранного, а в нём пока пусто. Отметьте агентства в
          подборе кнопкой «В избранное».
        </p>
        <ButtonLink to={paths.performers.root.getHref(project)} variant="primary">
          К подбору
        </ButtonLink>
      </Panel>
    );
  return (
    // A new set of agencies to invite (after a send) starts the form again with all of them ticked.
    <SelectionForm
      key={open.map((agency) => agency.id).join(',')}
      project={project}
      favourites={favourites}
      invited={invited}
      conflicts={conflicts}
      initial={open.slice(0, INVITATIONS_PER_CALL_MAX).map((agency) => String(agency.id))}
      capped={open.length > INVITATIONS_PER_CALL_MAX}
    />
  );
}

function SelectionForm({
  project,
  favourites,
  invited,
  conflicts,
  initial,
  capped,
}: {
  project: number;
  favourites: Agency[];
  invited: Map<number, Invitation['status']>;
  conflicts: Map<number, ConflictFlag>;
  initial: string[];
  /** More favourites wait than one sending takes: only the first are ticked. */
  capped: boolean;
}) {
  const form = useForm<Values>({
    defaultValues: { contractors: initial, message: '', expires_at: '' },
  });
  const create = useCreateInvitations(project);
  const server = usePlainServerForm(form, {
    fields: ['contractors', 'message', 'expires_at'],
    labels: { project: 'Проект' },
    save: (values: Values) =>
      create.mutateAsync({
        project,
        contractors: tickedOf(values.contractors).map(Number),
        ...(values.message.trim() && { message: values.message.trim() }),
        // The end of the chosen day, in the client's zone.
        ...(values.expires_at && {
          expires_at: dayjs(values.expires_at).endOf('day').format(),
        }),
      }),
    onSaved: (result) => showToast(sentToast(result)),
  });
  const { errors } = form.formState;
  const nothingLeft = initial.length === 0;
  return (
    <Panel title={panelTitle}>
      <form className="tender-form" noValidate onSubmit={(event) => void server.onSubmit(event)}>
        <fieldset
          className="invite-options"
          aria-describedby={errors.contractors ? 'invite-contractors-error' : undefined}
        >
          <legend>Избранные агентства</legend>
          {favourites.map((agency) => {
            const status = invited.get(agency.id);
            return (
              <label key={agency.id} className="checkbox invite-option">
                <input
                  type="checkbox"
                  value={String(agency.id)}
                  disabled={status !== undefined}
                  {...form.register('contractors', {
                    validate: (value) =>
                      tickedOf(value).length === 0
                        ? 'Выберите хотя бы одно агентство.'
                        : tickedOf(value).length > INVITATIONS_PER_CALL_MAX
                          ? `Не более ${INVITATIONS_PER_CALL_MAX} агентств за раз.`
                          : true,
                  })}
                />
                <span>{agency.name}</span>
                <FavouriteConflict flag={conflicts.get(agency.id)} />
                {status && <TenderTag>Приглашено · {INVITATION_STATUSES[status]}</TenderTag>}
              </label>
            );
          })}
          {nothingLeft && <p className="field__help">Все избранные агентства уже приглашены.</p>}
          {capped && (
            <p className="field__help">
              За раз — не более {plural(INVITATIONS_PER_CALL_MAX, AGENCY_FORMS)}: отмечены первые,
              остальных пригласите следующей отправкой.
            </p>
          )}
          {errors.contractors && (
            <p className="field__error" id="invite-contractors-error">
              {errors.contractors.message}
            </p>
          )}
        </fieldset>
        <Field id="invite-message" label="Сообщение агентствам" error={errors.message?.message}>
          <textarea
            className="input"
            rows={4}
            maxLength={INVITATION_MESSAGE_MAX}
            placeholder="Коротко о задаче и чего вы ждёте от предложения"
            {...fieldAria('invite-message', errors.message?.message)}
            {...form.register('message')}
          />
        </Field>
        <Field
          id="invite-expires"
          label="Ответить до"
          help={EXPIRES_HELP}
          error={errors.expires_at?.message}
        >
          <input
            type="date"
            className="input invite-date-input"
            min={dayjs().format(DAY_FORMAT)}
            {...fieldAria('invite-expires', errors.expires_at?.message, EXPIRES_HELP)}
            {...form.register('expires_at', {
              validate: (value) =>
                !value ||
                !dayjs(value).isBefore(dayjs(), 'day') ||
                'Дата ответа не может быть в прошлом.',
            })}
          />
        </Field>
        <FormAlert messages={server.messages} />
        <div>
          <button
            type="submit"
            className="btn btn--primary"
            aria-busy={server.saving}
            disabled={server.saving || nothingLeft}
          >
            Отправить приглашения
          </button>
        </div>
      </form>
    </Panel>
  );
}
