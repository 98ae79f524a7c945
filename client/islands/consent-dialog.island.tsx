import {
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  allowsTagManager,
  type ConsentChoice,
  consentCookie,
  tagManagerSrc,
} from '../lib/consent.ts';
import { pageViewEvent, sendPageView } from '../lib/consent-page-view.ts';
import { pushConsentState, pushPageImpression, pushToDataLayer } from '../lib/data-layer.ts';
import type { ConsentDialogProps } from './consent-dialog.props.ts';

const nothingAllowed: ConsentChoice = { statistics: false, marketing: false };
const everythingAllowed: ConsentChoice = { statistics: true, marketing: true };
/** Anything that opens the dialog again: the footer's cookie-settings link, by attribute or by href. */
const openerSelector = '[data-open-consent], a[href="#cookie-settings"]';
/** Each category's name and hint, as the site dictionary keys them. */
const categoryTexts = {
  necessary: ['consentNecessary', 'consentNecessaryText'],
  statistics: ['consentStatistics', 'consentStatisticsText'],
  marketing: ['consentMarketing', 'consentMarketingText'],
} as const;

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
  const [draft, setDraft] = useState<ConsentChoice>(choice ?? nothingAllowed);
  const saved = useRef(choice);
  const tagManagerLoaded = useRef(tagManager?.loaded ?? false);
  const pageViewSent = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const dialog = useRef<HTMLElement>(null);
  const id = useId();

  // What the saved choice already allows happens once per page load, without the dialog.
  const allow = (allowed: ConsentChoice) => {
    if (tagManager && !tagManagerLoaded.current && allowsTagManager(allowed)) {
      tagManagerLoaded.current = true;
      loadTagManager(tagManager.id);
    }
    if (allowed.statistics && !pageViewSent.current) {
      pageViewSent.current = true;
      void sendPageView(pageViewEvent(impression.page_path, impression.page_language));
    }
  };

  useEffect(() => {
    // When the server wrote the tag manager, its bootstrap already set the consent default.
    if (!tagManager?.loaded) pushConsentState(choice ?? nothingAllowed, 'default');
    pushPageImpression(impression);
    if (choice) allow(choice);
    // The footer link followed before this island hydrated left its hash in the address.
    if (window.location.hash === '#cookie-settings') {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      setOpen(true);
    }

    const reopen = (event: MouseEvent) => {
      const target =
        event.target instanceof Element ? event.target.closest<HTMLElement>(openerSelector) : null;
      if (!target) return;
      event.preventDefault();
      opener.current = target;
      setDraft(saved.current ?? nothingAllowed);
      setOpen(true);
    };
    document.addEventListener('click', reopen);
    return () => document.removeEventListener('click', reopen);
    // Once per page load: the props are the server's and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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

  if (!open) return null;
  const category = (name: 'necessary' | 'statistics' | 'marketing') => {
    const checked = name === 'necessary' ? true : draft[name];
    const [label, hint] = categoryTexts[name];
    return (
      <li className="consent__category">
        <input
          id={`${id}-${name}`}
          type="checkbox"
          name={name === 'necessary' ? undefined : name}
          value="1"
          checked={checked}
          disabled={name === 'necessary'}
          aria-describedby={`${id}-${name}-text`}
          // Enter in a checkbox would submit the form with its first button (reject all); Space ticks.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          onChange={(event) => {
            if (name !== 'necessary') setDraft({ ...draft, [name]: event.currentTarget.checked });
          }}
        />
        <label htmlFor={`${id}-${name}`}>{dictionary[label]}</label>
        <p id={`${id}-${name}-text`} className="consent__hint">
          {dictionary[hint]}
        </p>
      </li>
    );
  };

  return (
    <section
      ref={dialog}
      className="consent"
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
          {category('necessary')}
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

/**
 * Loads the tag manager after consent. A script created here needs the page's nonce: the browser
 * hides the nonce attribute of the page's own scripts but keeps their `.nonce` property.
 */
function loadTagManager(id: string): void {
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerSrc(id);
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}
