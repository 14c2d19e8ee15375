type RemoveButtonProps = {
  label: string;
  onClick: () => void;
  /** A request on its way: the cross stays focusable (`aria-disabled`) and ignores a press. */
  busy?: boolean;
};

/** The cross that takes one item off a list of the flow; its name says which. */
export function RemoveButton({ label, onClick, busy }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className="service-row__remove"
      aria-label={label}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
