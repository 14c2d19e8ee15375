import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { Candidate, Tender } from '../../../../contract/tender';
import {
  PROPOSAL_DAYS_MAX,
  PROPOSAL_LINKS_MAX,
  PROPOSAL_PRICE_MAX,
  PROPOSAL_TEXT_MAX,
} from '../../../../contract/tender-rules';
import { Confirm } from '../../../components/confirm/Confirm';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { useFieldErrorSetter } from '../../../hooks/use-plain-server-form';
import { useServerErrors } from '../../../hooks/use-server-errors';
import { useUnsavedChanges } from '../../../lib/pwa/unsaved-changes';
import { isQueued } from '../../../lib/outbox/app-outbox';
import { outboxScope } from '../../../lib/outbox/scopes';
import { OutboxNote } from '../../../components/outbox/OutboxNote';
import { useOutboxScope } from '../../../hooks/use-outbox-scope';
import { useSaveProposal, type ProposalInput } from '../api/proposal';
import { formatMoment, formatRoubles } from '../format';
import { BriefChangedNote } from './BriefChangedNote';
import { Section } from './Section';
import '../../../components/facts/facts.css';
import './ProposalForm.css';

type ProposalValues = {
  price: string;
  timeline_days: string;
  approach: string;
  team: string;
  links: Array<{ name: string; url: string }>;
};
const FIELDS = ['price', 'timeline_days', 'approach', 'team', 'links'] as const;
const LABELS = { submit: 'Отправка' };
const INCOMPLETE = 'Укажите цену, срок и подход, чтобы отправить предложение.';
const DRAFT_KEPT = 'Текст предложения остался в форме: проверьте его и отправьте снова.';

/** A draft the outbox kept (stored JSON): the form's values, or nothing usable. */
const isProposalValues = (value: unknown): value is ProposalValues =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ProposalValues).approach === 'string' &&
  Array.isArray((value as ProposalValues).links);

const valuesOf = (candidate: Candidate): ProposalValues => ({
  price: candidate.price?.toString() ?? '',
  timeline_days: candidate.timeline_days?.toString() ?? '',
  approach: candidate.approach ?? '',
  team: candidate.team ?? '',
  links: (candidate.links ?? []).map(({ name, url }) => ({ name, url })),
});

/** A whole number from `min` to `max`, or empty (a draft may leave it so; sending needs it). */
const wholeNumber =
  (min: number, max: number, tooSmall: string, tooBig: string) => (value: string) => {
    const text = value.trim().replace(/\s/g, '');
    if (!text) return true;
    if (!/^\d+$/.test(text)) return 'Введите целое число.';
    const number = Number(text);
    if (number < min) return tooSmall;
    return number <= max || tooBig;
  };

/** The body of a PATCH: what is filled in (a draft leaves the rest as it was). */
function proposalBody(values: ProposalValues, submit: boolean): ProposalInput {
  const number = (text: string) => Number(text.replace(/\s/g, ''));
  return {
    ...(values.price.trim() && { price: number(values.price) }),
    ...(values.timeline_days.trim() && { timeline_days: number(values.timeline_days) }),
    approach: values.approach.trim(),
    team: values.team.trim(),
    links: values.links.map(({ name, url }) => ({ name: name.trim(), url: url.trim() })),
    ...(submit && { submit: true as const }),
  };
}

/**
 * The agency's proposal while the tender takes them: price, timeline, approach, team, links. «Сохранить
 * черновик» keeps it unseen by the client; «Отправить предложение» sends it (and later changes resend it);
 * «Отозвать предложение», after a confirmation, takes the sent one back until the deadline.
 */
export function ProposalForm({ candidate, tender }: { candidate: Candidate; tender: Tender }) {
  const save = useSaveProposal(candidate.project, candidate.id);
  const submitted = candidate.submitted_at !== null;
  const [pending, setPending] = useState<'send' | 'draft' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);
  const form = useForm<ProposalValues>({ defaultValues: valuesOf(candidate) });
  const links = useFieldArray({ control: form.control, name: 'links' });
  // The text of a proposal waiting in the outbox (after a reload) or refused after it waited comes back into
  // the form, marked unsaved against the server's: it is never lost.
  const scope = outboxScope.proposal(candidate.id);
  const outbox = useOutboxScope(scope);
  const kept = outbox.waiting.at(-1) ?? outbox.refusal;
  const keptDraft = isProposalValues(kept?.draft) ? kept.draft : null;
  useEffect(() => {
    if (keptDraft && !form.formState.isDirty) form.reset(keptDraft, { keepDefaultValues: true });
    // Once per kept action: its key, not the draft object each render reads anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kept?.key]);
  useUnsavedChanges(form.formState.isDirty);
  const serverErrors = useServerErrors(useFieldErrorSetter(form), FIELDS, { labels: LABELS });
  const { errors } = form.formState;

  /** A draft saves what is filled in; sending needs price, timeline and approach first. */
  const handle = (send: boolean) =>
    form.handleSubmit(async (values) => {
      const missing = (['price', 'timeline_days', 'approach'] as const).filter(
        (name) => values[name].trim() === '',
      );
      if (send && missing.length > 0) {
        missing.forEach((name, index) =>
          form.setError(
            name,
            { type: 'required', message: INCOMPLETE },
            { shouldFocus: index === 0 },
          ),
        );
        return;
      }
      serverErrors.clear();
      setSaved(null);
      setPending(send ? 'send' : 'draft');
      try {
        const outcome = await save.mutateAsync({
          proposal: proposalBody(values, send),
          draft: values,
        });
        form.reset(values);
        // Queued: the outbox's note says it waits; the draft is kept with it.
        if (!isQueued(outcome))
          setSaved(
            send
              ? 'Предложение отправлено заказчику.'
              : 'Черновик сохранён. Заказчик увидит предложение, когда вы его отправите.',
          );
      } catch (error) {
        serverErrors.show(error);
      } finally {
        setPending(null);
      }
    });
  const withdraw = async () => {
    serverErrors.clear();
    setSaved(null);
    try {
      const outcome = await save.mutateAsync({ proposal: { withdraw: true } });
      if (!isQueued(outcome))
        setSaved(
          `Предложение отозвано. До ${formatMoment(tender.deadline)} его можно отправить снова.`,
        );
    } catch (error) {
      serverErrors.show(error);
    } finally {
      setConfirmingWithdraw(false);
    }
  };
  const textRule = {
    maxLength: { value: PROPOSAL_TEXT_MAX, message: `Не более ${PROPOSAL_TEXT_MAX} символов.` },
  };

  return (
    <Section title="Ваше предложение">
      <p>
        {submitted
          ? `Предложение отправлено ${formatMoment(candidate.submitted_at!)}. До ${formatMoment(tender.deadline)} его можно изменить или отозвать.`
          : `Приём предложений до ${formatMoment(tender.deadline)}. Черновик виден только вашему агентству.`}
      </p>
      <BriefChangedNote candidate={candidate} mayResend />
      {tender.terms && (
        <div className="inbox-message">
          <p className="inbox-message__title">Условия тендера</p>
          <p className="inbox-text">{tender.terms}</p>
        </div>
      )}
      <form
        className="plain-form inbox-form"
        noValidate
        aria-label="Предложение"
        // Enter in a field saves a draft; sending is the button's deliberate press.
        onSubmit={(event) => void handle(false)(event)}
      >
        <div className="inbox-form__pair">
          <Field id="proposal-price" label="Цена, ₽" error={errors.price?.message}>
            <input
              className="input"
              inputMode="numeric"
              autoComplete="off"
              {...fieldAria('proposal-price', errors.price?.message)}
              {...form.register('price', {
                validate: wholeNumber(
                  1,
                  PROPOSAL_PRICE_MAX,
                  'Цена должна быть больше нуля.',
                  'Слишком большая цена.',
                ),
              })}
            />
          </Field>
          <Field id="proposal-days" label="Срок, дней" error={errors.timeline_days?.message}>
            <input
              className="input"
              inputMode="numeric"
              autoComplete="off"
              {...fieldAria('proposal-days', errors.timeline_days?.message)}
              {...form.register('timeline_days', {
                validate: wholeNumber(
                  1,
                  PROPOSAL_DAYS_MAX,
                  'Срок — хотя бы один день.',
                  'Слишком большой срок.',
                ),
              })}
            />
          </Field>
        </div>
        <Field
          id="proposal-approach"
          label="Подход"
          help="Как агентство сделает проект: этапы, методы, что получит заказчик."
          error={errors.approach?.message}
        >
          <textarea
            className="input textarea"
            rows={5}
            {...fieldAria('proposal-approach', errors.approach?.message, true)}
            {...form.register('approach', textRule)}
          />
        </Field>
        <Field id="proposal-team" label="Команда" error={errors.team?.message}>
          <textarea
            className="input textarea"
            rows={3}
            {...fieldAria('proposal-team', errors.team?.message)}
            {...form.register('team', textRule)}
          />
        </Field>
        <fieldset className="inbox-links">
          <legend>Ссылки: кейсы, презентация</legend>
          {links.fields.map((link, index) => {
            const nameError = errors.links?.[index]?.name?.message;
            const urlError = errors.links?.[index]?.url?.message;
            return (
              <div className="inbox-links__row" key={link.id}>
                <Field
                  id={`link-${index}-name`}
                  label={`Название ссылки ${index + 1}`}
                  error={nameError}
                >
                  <input
                    className="input"
                    {...fieldAria(`link-${index}-name`, nameError)}
                    {...form.register(`links.${index}.name`, {
                      validate: (value) => value.trim() !== '' || 'Укажите название.',
                    })}
                  />
                </Field>
                <Field
                  id={`link-${index}-url`}
                  label={`Адрес ссылки ${index + 1}`}
                  error={urlError}
                >
                  <input
                    className="input"
                    type="url"
                    inputMode="url"
                    {...fieldAria(`link-${index}-url`, urlError)}
                    {...form.register(`links.${index}.url`, {
                      validate: (value) =>
                        /^https?:\/\/\S+$/.test(value.trim()) || 'Введите правильный URL.',
                    })}
                  />
                </Field>
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => links.remove(index)}
                >
                  Убрать ссылку {index + 1}
                </button>
              </div>
            );
          })}
          {links.fields.length < PROPOSAL_LINKS_MAX && (
            <button
              type="button"
              className="btn"
              onClick={() => links.append({ name: '', url: '' })}
            >
              Добавить ссылку
            </button>
          )}
        </fieldset>
        <FormAlert messages={serverErrors.messages} upgrade={serverErrors.upgrade} />
        <OutboxNote scope={scope} draftNote={DRAFT_KEPT} />
        {saved && (
          <p className="inbox-saved" role="status">
            {saved}
          </p>
        )}
        <div className="inbox-actions">
          <button
            type="button"
            className="btn btn--primary btn--large"
            aria-busy={pending === 'send'}
            disabled={pending !== null}
            onClick={() => void handle(true)()}
          >
            {submitted ? 'Обновить предложение' : 'Отправить предложение'}
          </button>
          {!submitted && (
            <button
              type="submit"
              className="btn btn--large"
              aria-busy={pending === 'draft'}
              disabled={pending !== null}
            >
              Сохранить черновик
            </button>
          )}
          {submitted && (
            <button
              type="button"
              className="btn btn--danger btn--large"
              aria-expanded={confirmingWithdraw}
              disabled={pending !== null || save.isPending}
              onClick={() => setConfirmingWithdraw(!confirmingWithdraw)}
            >
              Отозвать предложение
            </button>
          )}
        </div>
        {submitted && confirmingWithdraw && (
          <Confirm
            title="Отозвать предложение?"
            description={`Заказчик увидит, что предложения от вас нет. Отправить его снова можно до ${formatMoment(tender.deadline)}.`}
            confirmLabel="Отозвать"
            pending={save.isPending}
            onConfirm={() => void withdraw()}
            onCancel={() => setConfirmingWithdraw(false)}
          />
        )}
      </form>
    </Section>
  );
}

/** The proposal as text: a specialist's view, and everyone's once the tender stopped taking them. */
export function ProposalView({ candidate }: { candidate: Candidate }) {
  return (
    <Section title="Ваше предложение">
      {candidate.submitted_at === null && candidate.price === null && !candidate.approach ? (
        <p className="inbox-muted">Предложение не заполнено.</p>
      ) : (
        <>
          <p>
            {candidate.submitted_at
              ? `Отправлено ${formatMoment(candidate.submitted_at)}.`
              : 'Черновик: заказчику не отправлен.'}
          </p>
          <BriefChangedNote candidate={candidate} mayResend={false} />
          <dl className="facts">
            <div>
              <dt>Цена</dt>
              <dd>{candidate.price === null ? '—' : formatRoubles(candidate.price)}</dd>
            </div>
            <div>
              <dt>Срок</dt>
              <dd>{candidate.timeline_days === null ? '—' : `${candidate.timeline_days} дн.`}</dd>
            </div>
            <div>
              <dt>Подход</dt>
              <dd className="inbox-text">{candidate.approach || '—'}</dd>
            </div>
            <div>
              <dt>Команда</dt>
              <dd className="inbox-text">{candidate.team || '—'}</dd>
            </div>
          </dl>
          {candidate.links && candidate.links.length > 0 && (
            <ul className="inbox-advice">
              {candidate.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}
