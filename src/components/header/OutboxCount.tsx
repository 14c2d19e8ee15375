import { useSignal } from '../../lib/signal';
import { plural } from '../../../contract/plural';
import { outboxState } from '../../lib/outbox/outbox-signal';
import { ClockCircleOutlined } from '../icons/ant-icons';
import { Icon } from '../icons/Icon';
import './OutboxCount.css';

const ACTION_FORMS = ['действие', 'действия', 'действий'] as const;

/** In the header while actions taken offline wait for the network: how many. */
export function OutboxCount() {
  const count = useSignal(outboxState).actions.length;
  if (count === 0) return null;
  const label = `Ждёт отправки: ${plural(count, ACTION_FORMS)}`;
  return (
    <span className="outbox-count" role="status" title={label}>
      <Icon def={ClockCircleOutlined} />
      <span className="visually-hidden">{label}</span>
      <span className="outbox-count__number" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}
