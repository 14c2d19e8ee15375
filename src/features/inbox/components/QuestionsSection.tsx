import { useForm } from 'react-hook-form';
import { QUESTION_TEXT_MAX } from '../../../../contract/tender-protocol';
import { QUESTION_MESSAGES } from '../../../../contract/tender-question-rules';
import type { TenderQuestions } from '../../../../contract/tender-questions';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { Notice } from '../../../components/plain-form/Notice';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { QuestionList } from '../../../components/tender-questions/QuestionList';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { isQueued, QUEUED_TOAST } from '../../../lib/outbox/app-outbox';
import { outboxScope } from '../../../lib/outbox/scopes';
import { OutboxNote } from '../../../components/outbox/OutboxNote';
import { useAskQuestion, useQuestions } from '../api/questions';
import { formatMoment } from '../format';
import { Section } from './Section';

const ANONYMOUS = 'Вопрос и ответ увидят все приглашённые агентства, но не узнают, кто спросил.';

/** «Задать вопрос»: while questions are taken; after the cutoff (or for a specialist) shown off, with why. */
function AskForm({ project, state }: { project: number; state: TenderQuestions }) {
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const ask = useAskQuestion(project);
  const server = usePlainServerForm(form, {
    fields: ['text'],
    save: (values) => ask.mutateAsync(values.text.trim()),
    savedToast: (outcome) =>
      isQueued(outcome)
        ? QUEUED_TOAST
        : { title: 'Вопрос отправлен', description: 'Заказчик получил его и ответит всем.' },
    onSaved: () => form.reset({ text: '' }),
  });
  const error = form.formState.errors.text?.message;
  const off = !state.can_ask;
  const help = off
    ? state.ask_note
    : state.ask_until
      ? `Вопросы принимаются до ${formatMoment(state.ask_until)}. ${ANONYMOUS}`
      : ANONYMOUS;
  return (
    <form
      className="plain-form inbox-form"
      noValidate
      aria-label="Задать вопрос"
      onSubmit={(event) => void server.onSubmit(event)}
    >
      <Field id="question-text" label="Ваш вопрос по ТЗ" help={help} error={error}>
        <textarea
          className="input textarea"
          rows={3}
          maxLength={QUESTION_TEXT_MAX}
          disabled={off}
          {...fieldAria('question-text', error, help)}
          {...form.register('text', {
            validate: (value) => value.trim() !== '' || QUESTION_MESSAGES.questionRequired,
          })}
        />
      </Field>
      <FormAlert messages={server.messages} />
      <OutboxNote scope={outboxScope.questions(project)} />
      <div className="inbox-actions">
        {off ? (
          <button type="button" className="btn" disabled>
            Задать вопрос
          </button>
        ) : (
          <SubmitButton busy={server.saving} inline>
            Задать вопрос
          </SubmitButton>
        )}
      </div>
    </form>
  );
}

/** Notes after which the form still shows (switched off): the reader may ask in principle. */
const FORM_NOTES: string[] = [QUESTION_MESSAGES.tooLate, QUESTION_MESSAGES.readOnly];

/** «Вопросы и ответы» on the agency's project page: the answered questions and its own, and its question. */
export function QuestionsSection({ project }: { project: number }) {
  const questions = useQuestions(project);
  if (questions.isPending) return null;
  if (questions.isError)
    return (
      <Section title="Вопросы и ответы">
        <Notice type="error" role="alert" title="Не удалось загрузить вопросы" />
      </Section>
    );
  const state = questions.data;
  const withForm = state.can_ask || FORM_NOTES.includes(state.ask_note);
  if (state.questions.length === 0 && !withForm) return null;
  return (
    <Section title="Вопросы и ответы">
      {state.questions.length === 0 ? (
        <p className="inbox-muted">Вопросов пока нет.</p>
      ) : (
        <QuestionList
          questions={state.questions}
          label="Вопросы по ТЗ"
          asker={(question) => question.mine && 'Ваш вопрос'}
          answeredBy="Ответ заказчика"
          unanswered={() => <p className="questions__pending">Ждёт ответа заказчика.</p>}
          formatTime={formatMoment}
        />
      )}
      {withForm ? (
        <AskForm project={project} state={state} />
      ) : (
        <p className="inbox-muted">{state.ask_note}</p>
      )}
    </Section>
  );
}
