/** What the marketing form's box shows until the provider's script draws the form, or instead of it. */
export function MarketingFormFallback({
  formUrl,
  texts,
}: {
  formUrl: string | null;
  texts: { openForm: string; formUnavailable: string };
}) {
  if (!formUrl) return <p className="lead-embed__note">{texts.formUnavailable}</p>;
  return (
    <p className="lead-embed__note">
      <a className="lead-embed__link" href={formUrl}>
        {texts.openForm}
      </a>
    </p>
  );
}
