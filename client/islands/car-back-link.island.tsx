import type { CarBackLinkProps } from './car-back-link.props.ts';

/** Whether going back stays on this site: there is history and the visitor came from one of its pages. */
function canGoBack(): boolean {
  if (window.history.length <= 1 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Spec 2: back goes back in history when possible, else to the all-cars list (the link's own address). */
export default function CarBackLink({ href, texts }: CarBackLinkProps) {
  return (
    <a
      className="car-detail__back"
      href={href}
      onClick={(event) => {
        if (!canGoBack()) return;
        event.preventDefault();
        window.history.back();
      }}
    >
      <span aria-hidden="true">← </span>
      {texts.back}
    </a>
  );
}
