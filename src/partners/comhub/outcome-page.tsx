import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { contactTexts } from '#client/contact/contact.texts.ts';
import type { Language } from '#client/contracts/site-profile.ts';
import type { AppEnv } from '../../app-env.ts';
import type { ApiIssue } from '../../api/api-error.ts';
import { headFor, shellOrFallback, themeOf } from '../../pages/site-chrome.ts';
import { renderPage } from '../../render/render-page.tsx';

/** The fields a no-script visitor is asked to look at again, by their labels. */
function fieldLabels(issues: ApiIssue[], language: Language): string[] {
  const t = contactTexts[language];
  const labels: Record<string, string> = {
    'values.name': t.name,
    'values.phone': t.phone,
    'values.email': t.email,
    'values.message': t.message,
    'values.seller': t.seller,
  };
  return [
    ...new Set(
      issues.map((issue) => labels[issue.path]).filter((label): label is string => Boolean(label)),
    ),
  ];
}

/**
 * The page a no-script contact form post ends on (spec car-stock 7 "Contact form"): the
 * dictionary's outcome text for the status, the fields to look at again, and a link back to the car.
 */
export async function outcomePage(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  back: string,
  issues: ApiIssue[] = [],
): Promise<Response> {
  const outcome = status < 300 ? 'sent' : status < 500 ? 'invalid' : 'failed';
  const shell = await shellOrFallback(c);
  const language = c.get('language');
  const t = contactTexts[language];
  const text =
    outcome === 'sent'
      ? shell.dictionary.carDetailFormSuccess
      : outcome === 'invalid'
        ? shell.dictionary.invalidInput
        : shell.dictionary.carDetailFormError;
  const labels = outcome === 'invalid' ? fieldLabels(issues, language) : [];
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  const page = await renderPage(c, {
    head: headFor(c, { navTitle: t.send }, shell.settings),
    theme: themeOf(c),
    shell,
    stylesheets: ['contact-form'],
    children: (
      <section className="contact-outcome" data-outcome={outcome}>
        <h1 className="contact-outcome__text">{text}</h1>
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
          <a className="contact-outcome__back" href={`${back}#contact-form`}>
            {t.backToCar}
          </a>
        </p>
      </section>
    ),
  });
  // renderPage knows the statuses of pages; this one says how the post went, as the JSON would.
  return new Response(page.body, { status, headers: page.headers });
}
