import type { Candidate } from '../../../../contract/tender';
import { Notice } from '../../../components/plain-form/Notice';

/** «До изменения ТЗ»: the client changed the brief after the agency sent its proposal. */
export function BriefChangedNote({
  candidate,
  mayResend,
}: {
  candidate: Candidate;
  /** The tender still takes proposals: the agency may send its own again. */
  mayResend: boolean;
}) {
  if (!candidate.before_brief_change) return null;
  return (
    <Notice type="warning" title="Предложение отправлено до изменения ТЗ">
      <p>
        {mayResend
          ? 'Заказчик изменил ТЗ после отправки. Проверьте предложение по новому ТЗ и отправьте его снова.'
          : 'Заказчик изменил ТЗ после отправки предложения.'}
      </p>
    </Notice>
  );
}
