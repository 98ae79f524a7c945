import type { ErrorTexts } from './errors.texts.ts';

/**
 * What a section shows when its data or render fails (spec: shell 8): the rest of the page still
 * renders. The reload control is a link to the same address, so it works without JavaScript.
 */
export function SectionError({ texts, reloadHref }: { texts: ErrorTexts; reloadHref: string }) {
  return (
    <section className="section-error" role="alert">
      <h2 className="section-error__heading">{texts.sectionErrorHeading}</h2>
      <p>{texts.sectionErrorText}</p>
      <p>{texts.sectionErrorHint}</p>
      <a className="button button--secondary" href={reloadHref}>
        {texts.sectionErrorReload}
      </a>
    </section>
  );
}
