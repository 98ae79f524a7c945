/** Placeholder of a streamed section while its data loads; announced to assistive technology. */
export function SectionSkeleton({ label }: { label: string }) {
  return (
    <section className="section-skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="section-skeleton__bar" />
      <div className="section-skeleton__bar section-skeleton__bar--short" />
    </section>
  );
}
