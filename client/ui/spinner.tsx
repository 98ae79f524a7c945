/**
 * A loading indicator: a status region whose text (the page's 'Loading…' unless told otherwise)
 * screen readers announce, and a ring that turns (and only pulses gently when the visitor asks
 * for reduced motion).
 */
export function Spinner({
  label,
  size = 'medium',
  className,
}: {
  label: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}) {
  return (
    <span
      role="status"
      className={['spinner', `spinner--${size}`, className].filter(Boolean).join(' ')}
    >
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
