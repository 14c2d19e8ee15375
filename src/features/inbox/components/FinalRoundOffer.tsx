import { useState, type FormEvent } from 'react';
import { PROPOSAL_TEXT_MAX } from '../../../../contract/tender-rules';
import type { FinalRound } from '../../../../contract/tender-final-round';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { useFinalRound, useSendFinalProposal } from '../../../lib/final-round';
import { formErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { formatMoment } from '../format';
import { Section } from './Section';

// The agency's side of «Финальный раунд»: a finalist revises its price, timeline and approach until the
// round's deadline (sealed from the client until then); an agency not taken reads that it was not.

export function FinalRoundOffer({
  project,
  canAnswer,
  reason,
}: {
  project: number;
  canAnswer: boolean;
  /** The reason it was not taken (its rejection's), told to an agency not in the final. */
  reason: string;
}) {
  const round = useFinalRound(project);
  if (!round.data?.started_at) return null;
  const data = round.data;
  if (!data.is_finalist)
    return (
      <Section title="Финальный раунд">
        <p>
          <strong>Не прошло в финал</strong>
        </p>
        <p>
          Ваше предложение не прошло в финальный раунд.
          {reason && ` Причина: ${/[.!?…]$/.test(reason) ? reason : `${reason}.`}`}
        </p>
      </Section>
    );
  return (
    <Section title="Финальный раунд">
      <p>
        Ваше предложение прошло в финальный раунд.{' '}
        {data.open
          ? 'Финальные предложения вскрыты: заказчик выбирает победителя.'
          : `Обновите цену, срок и подход до ${formatMoment(data.deadline!)}: до этого срока заказчик их не видит.`}
      </p>
      {data.message && <p>Сообщение заказчика: «{data.message}»</p>}
      {data.can_send && canAnswer ? (
        <OfferForm project={project} round={data} />
      ) : (
        <OfferView round={data} />
      )}
    </Section>
  );
}

function OfferView({ round }: { round: FinalRound }) {
  const own = round.finalists[0];
  if (!own?.submitted_at) return <p>Финальное предложение не прислано: действует первое.</p>;
  return (
    <p>
      Финальное предложение: {own.final.price?.toLocaleString('ru-RU')} ₽, {own.final.timeline_days}{' '}
      дн. Отправлено {formatMoment(own.submitted_at)}.
    </p>
  );
}

function OfferForm({ project, round }: { project: number; round: FinalRound }) {
  const own = round.finalists[0]!;
  const start = own.submitted_at ? own.final : own.first;
  const [price, setPrice] = useState(start.price === null ? '' : String(start.price));
  const [days, setDays] = useState(start.timeline_days === null ? '' : String(start.timeline_days));
  const [approach, setApproach] = useState(start.approach ?? '');
  const [messages, setMessages] = useState<string[]>([]);
  const send = useSendFinalProposal(project);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessages([]);
    try {
      await send.mutateAsync({
        price: Number(price),
        timeline_days: Number(days),
        approach,
      });
      showToast({
        title: 'Финальное предложение отправлено',
        description: 'Заказчик увидит его после срока финального раунда.',
        color: 'green',
      });
    } catch (error) {
      setMessages(formErrors(error, []).messages);
    }
  }

  return (
    <form
      className="proposal-form"
      aria-label="Финальное предложение"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <label className="field">
        <span className="field__label">Финальная цена, ₽</span>
        <input
          className="input"
          inputMode="numeric"
          value={price}
          onChange={(event) => setPrice(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      <label className="field">
        <span className="field__label">Финальный срок, дней</span>
        <input
          className="input"
          inputMode="numeric"
          value={days}
          onChange={(event) => setDays(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      <label className="field">
        <span className="field__label">Подход в финале</span>
        <textarea
          className="input"
          rows={4}
          maxLength={PROPOSAL_TEXT_MAX}
          value={approach}
          onChange={(event) => setApproach(event.target.value)}
        />
      </label>
      <FormAlert messages={messages} />
      <div>
        <SubmitButton busy={send.isPending} inline>
          {own.submitted_at ? 'Обновить финальное предложение' : 'Отправить финальное предложение'}
        </SubmitButton>
      </div>
    </form>
  );
}
