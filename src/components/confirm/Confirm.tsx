import { useEffect, useId, useRef } from 'react';
import { BusyButton } from '../busy-button/BusyButton';
import './confirm.css';

type ConfirmProps = {
  title: string;
  /** What the action takes with it, when there is more to say. */
  description?: string;
  confirmLabel: string;
  /** The request is on its way: the answer ignores further presses. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The question under an item before a destructive action, in plain HTML. The focus moves to «Отмена» (the
 * safe answer) when it appears.
 */
export function Confirm({
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmProps) {
  const titleId = useId();
  const descriptionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      role="group"
      className="confirm"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <p id={titleId} className="confirm__title">
        {title}
      </p>
      {description && (
        <p id={descriptionId} className="confirm__text">
          {description}
        </p>
      )}
      <div className="confirm__buttons">
        <button ref={cancel} type="button" className="btn" onClick={onCancel}>
          Отмена
        </button>
        <BusyButton className="btn btn--danger-solid" busy={pending} onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      </div>
    </div>
  );
}
