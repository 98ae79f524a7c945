/** The previous and next arrows' chevron. */
export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        d={direction === 'left' ? 'M14.5 5.5L8 12l6.5 6.5' : 'M9.5 5.5L16 12l-6.5 6.5'}
      />
    </svg>
  );
}

/** The rotation button's icon: pause while the slides turn, play while they are stopped. */
export function RotationIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {playing ? (
        <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
      ) : (
        <path fill="currentColor" d="M8 5l11 7-11 7z" />
      )}
    </svg>
  );
}
