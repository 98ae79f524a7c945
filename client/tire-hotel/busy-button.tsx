import { Spinner } from '../ui/spinner.tsx';

/**
 * A page's one action (Fortsätt, Skicka kod, Verifiera kod): disabled while its call runs, with
 * the spinner that says what is going on beside it.
 */
export function BusyButton({
  label,
  busyLabel,
  busy,
  disabled,
  onClick,
  describedBy,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Besides while busy (the form is not complete). */
  disabled?: boolean;
  /** Without it the button submits its form, so Enter in a field submits too. */
  onClick?: () => void;
  describedBy?: string;
}) {
  return (
    <div className="tire-hotel-actions">
      <button
        type={onClick ? 'button' : 'submit'}
        className="button button--primary"
        onClick={onClick}
        disabled={busy || disabled}
        aria-describedby={describedBy}
      >
        {label}
      </button>
      {busy ? <Spinner label={busyLabel} size="small" /> : null}
    </div>
  );
}
