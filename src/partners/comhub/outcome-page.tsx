import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../app-env.ts';
import type { ApiIssue } from '../../api/api-error.ts';
import { headFor, shellOrFallback, themeOf } from '../../pages/site-chrome.ts';
import { renderPage } from '../../render/render-page.tsx';
import { type FormOutcomeTexts, outcomeTextsOf } from './outcome-texts.ts';

type Outcome = 'sent' | 'invalid' | 'refused' | 'already-received' | 'failed';

/** What a status says to the visitor, as the JSON answer's status would say it to the island. */
function outcomeOf(status: number): Outcome {
  if (status < 300) return 'sent';
  if (status === 403) return 'refused';
  if (status === 409) return 'already-received';
  return status < 500 ? 'invalid' : 'failed';
}

/** The fields a no-script visitor is asked to look at again, by their labels (`values.services.2` → services). */
function fieldLabels(issues: ApiIssue[], labels: FormOutcomeTexts['labels']): string[] {
  const named = issues.map((issue) => labels[issue.path.split('.').slice(0, 2).join('.')]);
  return [...new Set(named.filter((label): label is string => Boolean(label)))];
}

function headline(outcome: Outcome, t: FormOutcomeTexts): string {
  const texts: Record<Outcome, string> = {
    sent: t.sent,
    invalid: t.invalid,
    refused: t.refused,
    'already-received': t.alreadyReceived,
    failed: t.failed,
  };
  return texts[outcome];
}

/**
 * The page a no-script form post ends on (spec car-stock 7 "Contact form"; issue 21): the form's
 * own text for the status, the fields to look at again, and a link back to the form's page.
 */
export async function outcomePage(
  c: Context<AppEnv>,
  formName: string,
  status: ContentfulStatusCode,
  back: string,
  issues: ApiIssue[] = [],
): Promise<Response> {
  const outcome = outcomeOf(status);
  const shell = await shellOrFallback(c);
  const t = outcomeTextsOf(formName, shell.dictionary, c.get('language'));
  const text = headline(outcome, t);
  const labels = outcome === 'invalid' ? fieldLabels(issues, t.labels) : [];
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  const page = await renderPage(c, {
    head: headFor(c, { navTitle: text }, shell.settings),
    theme: themeOf(c),
    shell,
    stylesheets: ['contact-form'],
    children: (
      <section className="contact-outcome" data-outcome={outcome} data-form={formName}>
        <h1 className="contact-outcome__text">{text}</h1>
        {outcome === 'sent' && t.sentDetail ? <p>{t.sentDetail}</p> : null}
        {labels.length > 0 ? (
          <>
            <p>{t.checkFields}</p>
            <ul>
              {labels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          <a className="contact-outcome__back" href={`${back}${t.anchor}`}>
            {t.back}
          </a>
        </p>
      </section>
    ),
  });
  // renderPage knows the statuses of pages; this one says how the post went, as the JSON would.
  return new Response(page.body, { status, headers: page.headers });
}
