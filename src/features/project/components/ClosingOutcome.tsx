import { Link } from 'react-router-dom';
import type { Closing } from '../../../../contract/tender';
import { CLOSING_KINDS } from '../../../../contract/tender-rules';
import { Notice } from '../../../components/plain-form/Notice';
import { paths } from '../../../config/paths';
import { formatMoment } from './tender-format';

/** How the project was closed: the winner here or elsewhere, or the cancellation, with the reason given. */
export function ClosingOutcome({ closing }: { closing: Closing }) {
  const winner =
    closing.kind === 'winner' && closing.contractor !== null ? (
      <>
        Победитель —{' '}
        <Link to={paths.executor.getHref(closing.contractor)}>{closing.contractor_name}</Link>.
      </>
    ) : closing.kind === 'third_party' ? (
      <>Победитель вне платформы — {closing.third_party_name}.</>
    ) : null;
  return (
    <Notice
      type={closing.kind === 'cancelled' ? 'warning' : 'success'}
      title={`${CLOSING_KINDS[closing.kind]} · ${formatMoment(closing.closed_at)}`}
    >
      <p>
        {winner}
        {closing.reason && (
          <>
            {winner && ' '}
            {closing.kind === 'cancelled' ? 'Причина' : 'Участникам сообщено'}: {closing.reason}
          </>
        )}
      </p>
    </Notice>
  );
}
