import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ANSWER_TEXT_MAX } from '../../../../contract/tender-protocol';
import type { TenderQuestion } from '../../../../contract/tender-questions';
import { plural } from '../../../../contract/plural';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { Notice } from '../../../components/plain-form/Notice';
import { QuestionList } from '../../../components/tender-questions/QuestionList';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { paths } from '../../../config/paths';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { isQueued, QUEUED_TOAST } from '../../../lib/outbox/app-outbox';
import { outboxScope } from '../../../lib/outbox/scopes';
import { OutboxNote } from '../../../components/outbox/OutboxNote';
import { useAnswerQuestion, useQuestions } from '../api/questions';
import { Panel, Placeholder } from './Plain';
import { formatMoment } from './tender-format';

const NOTE =
  'Вопросы агентств по ТЗ. Ваш ответ увидят все приглашённые агентства, но не узнают, кто спросил; изменить ответ потом нельзя.';

/** The answer to one question: once, to every invitee. */
function AnswerForm({ project, question }: { project: number; question: TenderQuestion }) {
  const form = useForm<{ answer: string }>({ defaultValues: { answer: '' } });
  const answer = useAnswerQuestion(project);
  const server = usePlainServerForm(form, {
    fields: ['answer'],
    save: (values) => answer.mutateAsync({ id: question.id, answer: values.answer.trim() }),
    savedToast: (outcome) =>
      isQueued(outcome)
        ? QUEUED_TOAST
        : { title: 'Ответ опубликован', description: 'Его получили все приглашённые агентства.' },
  });
  const id = `answer-${question.id}`;
  const error = form.formState.errors.answer?.message;
  return (
    <form
      className="tender-form questions__form"
      noValidate
      aria-label={`Ответ на вопрос агентства ${question.contractor_name ?? ''}`}
      onSubmit={(event) => void server.onSubmit(event)}
    >
      <Field id={id} label="Ваш ответ" error={error}>
        <textarea
          className="input"
          rows={3}
          maxLength={ANSWER_TEXT_MAX}
          {...fieldAria(id, error)}
          {...form.register('answer', {
            validate: (value) => value.trim() !== '' || 'Напишите ответ.',
          })}
        />
      </Field>
      <FormAlert messages={server.messages} />
      <OutboxNote scope={outboxScope.answer(question.id)} />
      <div>
        <SubmitButton busy={server.saving} inline>
          Ответить всем
        </SubmitButton>
      </div>
    </form>
  );
}

/** «Вопросы и ответы» on the client's tender: each question with the agency that asked, and its answer. */
export function QuestionsSection({ project }: { project: number }) {
  const questions = useQuestions(project);
  if (questions.isPending) return <Placeholder label="Загрузка вопросов" rows={2} />;
  const title = <h2 className="project-section-title">Вопросы и ответы</h2>;
  if (questions.isError)
    return (
      <Panel title={title}>
        <Notice type="error" role="alert" title="Не удалось загрузить вопросы" />
      </Panel>
    );
  const list = questions.data.questions;
  const waiting = list.filter((question) => question.answer === null).length;
  return (
    <Panel title={title}>
      <p className="project-note">{NOTE}</p>
      {list.length === 0 ? (
        <p className="project-note">Агентства ещё не задавали вопросов.</p>
      ) : (
        <>
          {waiting > 0 && (
            <p className="project-note" role="status">
              Ждут ответа: {plural(waiting, ['вопрос', 'вопроса', 'вопросов'])}
            </p>
          )}
          <QuestionList
            questions={list}
            label="Вопросы агентств"
            asker={(question) =>
              question.contractor !== null && (
                <Link to={paths.executor.getHref(question.contractor)}>
                  {question.contractor_name}
                </Link>
              )
            }
            answeredBy="Ваш ответ"
            unanswered={(question) => <AnswerForm project={project} question={question} />}
            formatTime={formatMoment}
          />
        </>
      )}
    </Panel>
  );
}
