import { useEffect, useRef } from 'react';
import type { LeadFormTicket } from '../contracts/lead-forms.route.ts';
import { leadPostFields } from '../contracts/lead-forms.route.ts';
import type { Language } from '../contracts/site-profile.ts';
import { loadTurnstile } from './turnstile-script.ts';

/**
 * The fields a lead form carries besides its values, rendered inside the form so a no-script post
 * sends them too: the form's name, its submission id and token (the ticket made when the page
 * rendered it), the page's language and address for the result page, the honeypot (hidden from
 * people and from assistive technology, out of the tab order), and the challenge's widget when the
 * site runs one.
 */
export function LeadGuardFields({
  formName,
  ticket,
  language,
  sourcePageUrl,
  honeypotLabel,
}: {
  formName: string;
  ticket: LeadFormTicket;
  language: Language;
  sourcePageUrl: string;
  /** Read by no one but a bot that fills every field it finds. */
  honeypotLabel: string;
}) {
  return (
    <>
      <input type="hidden" name={leadPostFields.formName} value={formName} />
      <input type="hidden" name={leadPostFields.formSubmissionId} value={ticket.formSubmissionId} />
      <input type="hidden" name={leadPostFields.formToken} value={ticket.formToken} />
      <input type="hidden" name={leadPostFields.language} value={language} />
      <input type="hidden" name={leadPostFields.sourcePageUrl} value={sourcePageUrl} />
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {honeypotLabel}
          <input
            type="text"
            name={leadPostFields.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      {ticket.turnstileSiteKey ? <TurnstileChallenge siteKey={ticket.turnstileSiteKey} /> : null}
    </>
  );
}

/**
 * Turnstile's widget, rendered into its box once the island runs (its answer field,
 * `cf-turnstile-response`, lands inside the form). Without script, or when the script does not
 * load, the box stays empty and the worker's form-age rule lets a person's post through.
 */
function TurnstileChallenge({ siteKey }: { siteKey: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widgetId: string | undefined;
    let unmounted = false;
    loadTurnstile().then(
      (turnstile) => {
        if (!unmounted && box.current)
          widgetId = turnstile.render(box.current, { sitekey: siteKey });
      },
      // Nothing to tell the visitor: the post goes without a challenge answer (see above).
      () => {},
    );
    return () => {
      unmounted = true;
      if (widgetId !== undefined) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);
  return <div ref={box} className="lead-form__challenge" />;
}
