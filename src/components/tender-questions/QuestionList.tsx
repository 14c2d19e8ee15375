import type { ReactNode } from 'react';
import type { TenderQuestion } from '../../../contract/tender-questions';
import './questions.css';

type QuestionListProps = {
  questions: TenderQuestion[];
  /** The list's name for screen readers. */
  label: string;
  /** Who asked, before the time: the agency for the client, «Ваш вопрос» for the asker, else nothing. */
  asker: (question: TenderQuestion) => ReactNode;
  /** Whose answer: «Ваш ответ» for the client, «Ответ заказчика» for an agency. */
  answeredBy: string;
  /** What stands for a missing answer: the client's form, or the agency's note. */
  unanswered: (question: TenderQuestion) => ReactNode;
  /** A moment as the screen writes its others. */
  formatTime: (iso: string) => string;
};

/** «Вопросы и ответы»: each question about the brief with who asked (if the reader may know), and its answer. */
export function QuestionList({
  questions,
  label,
  asker,
  answeredBy,
  unanswered,
  formatTime,
}: QuestionListProps) {
  return (
    <ul className="questions" aria-label={label}>
      {questions.map((question) => {
        const who = asker(question);
        return (
          <li key={question.id}>
            <p className="questions__meta">
              {who}
              {who ? ' · ' : ''}
              {formatTime(question.asked_at)}
            </p>
            <p className="questions__text">{question.text}</p>
            {question.answer !== null && question.answered_at !== null ? (
              <div className="questions__answer">
                <p className="questions__meta">
                  {answeredBy} · {formatTime(question.answered_at)}
                </p>
                <p className="questions__text">{question.answer}</p>
              </div>
            ) : (
              unanswered(question)
            )}
          </li>
        );
      })}
    </ul>
  );
}
