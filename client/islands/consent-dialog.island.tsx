import {
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ConsentCategory } from '../consent/consent-category.tsx';
import { consentedTracking } from '../consent/consented-tracking.ts';
import { useConsentOpener } from '../consent/use-consent-opener.ts';
import { type ConsentChoice, consentCookie } from '../lib/consent.ts';
import { pushConsentState, pushPageImpression } from '../lib/data-layer.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { ConsentDialogProps } from './consent-dialog.props.ts';

const nothingAllowed: ConsentChoice = { statistics: false, marketing: false };
const everythingAllowed: ConsentChoice = { statistics: true, marketing: true };

/**
 * The cookie consent dialog (necessary, statistics, marketing). Open on a first visit, not modal:
 * the page stays usable behind it. It holds back the tag manager and the page-view tracking event
 * until the visitor allows them, and pushes page_impression and the consent state to the data layer.
 */
export default function ConsentDialog({
  dictionary,
  choice,
  tagManager,
  returnTo,
  impression,
}: ConsentDialogProps) {
  const [open, setOpen] = useState(choice === null);
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<ConsentChoice>(choice ?? nothingAllowed);
  const saved = useRef(choice);
  // What the saved choice already allows happens once per page load, without the dialog.
  const [allow] = useState(() => consentedTracking({ tagManager, impression }));
  const opener = useRef<HTMLElement | null>(null);
  const dialog = useRef<HTMLElement>(null);
  const id = useId();

  useEffect(() => {
    // When the server wrote the tag manager, its bootstrap already set the consent default.
    if (!tagManager?.loaded) pushConsentState(choice ?? nothingAllowed, 'default');
    pushPageImpression(impression);
    if (choice) allow(choice);
    // Once per page load: the props are the server's and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useConsentOpener((from) => {
    opener.current = from;
    if (from) setDraft(saved.current ?? nothingAllowed);
    setOpen(true);
  });

  useEffect(() => {
    if (!open) return;
    // Focus moves in unless the visitor already put it somewhere else before the page hydrated.
    const active = document.activeElement;
    if (!active || active === document.body || active === opener.current) dialog.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
    opener.current = null;
  };

  // The buttons submit the form (POST /api/consent) when no script runs; here the island decides.
  const decide = (decided: ConsentChoice) => (event: ReactMouseEvent) => {
    event.preventDefault();
    document.cookie = consentCookie(decided, window.location.protocol === 'https:');
    saved.current = decided;
    setDraft(decided);
    pushConsentState(decided, 'update');
    allow(decided);
    close();
  };

  // Escape closes without deciding: nothing is stored, so the dialog asks again on the next page.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  // Until hydrated a decided visitor's dialog is in the page, hidden: the footer's
  // #cookie-settings link shows it without JavaScript (CSS :target), so the choice can be changed.
  if (!open && hydrated) return null;
  const category = (name: 'statistics' | 'marketing') => (
    <ConsentCategory
      id={id}
      name={name}
      checked={draft[name]}
      dictionary={dictionary}
      onChange={(checked) => setDraft({ ...draft, [name]: checked })}
    />
  );

  return (
    <section
      ref={dialog}
      id="cookie-settings"
      className="consent"
      data-dismissed={open ? undefined : ''}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="consent__close"
        aria-label={dictionary.close}
        title={dictionary.close}
        onClick={close}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
            fill="currentColor"
          />
        </svg>
      </button>
      <h2 id={`${id}-title`} className="consent__title">
        {dictionary.consentTitle}
      </h2>
      <p id={`${id}-text`} className="consent__text">
        {dictionary.consentText}
      </p>
      <form method="post" action="/api/consent" onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <ul className="consent__categories">
          <ConsentCategory
            id={id}
            name="necessary"
            checked
            dictionary={dictionary}
            onChange={() => {}}
          />
          {category('statistics')}
          {category('marketing')}
        </ul>
        <div className="consent__actions">
          <button
            type="submit"
            name="decision"
            value="reject"
            className="consent__button"
            onClick={decide(nothingAllowed)}
          >
            {dictionary.consentRejectAll}
          </button>
          <button
            type="submit"
            name="decision"
            value="save"
            className="consent__button consent__button--outline"
            onClick={decide(draft)}
          >
            {dictionary.consentSaveChoices}
          </button>
          <button
            type="submit"
            name="decision"
            value="accept"
            className="consent__button"
            onClick={decide(everythingAllowed)}
          >
            {dictionary.consentAcceptAll}
          </button>
        </div>
      </form>
    </section>
  );
}
