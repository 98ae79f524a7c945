import { type ReactNode, Suspense, use } from 'react';
import { SectionError } from '#client/ui/section-error.tsx';
import { SectionSkeleton } from '#client/ui/section-skeleton.tsx';
import type { Settled } from '#client/lib/settle.ts';
import { usePageContext } from '#client/runtime/page-context.tsx';
import { errorTexts } from '#client/ui/errors.texts.ts';
import { shellTexts } from '#client/ui/shell.texts.ts';

interface DeferredSectionProps<T> {
  /** Started by the page handler before rendering, so it is the same promise on every retry. */
  data: Promise<Settled<T>>;
  children: (value: T) => ReactNode;
}

/**
 * A section whose data is slow: the shell and everything above stream first with a skeleton in
 * its place, and the section follows as soon as its data resolves. A failed load shows the
 * section error; the page is not affected.
 */
export function DeferredSection<T>({ data, children }: DeferredSectionProps<T>) {
  const { language } = usePageContext();
  return (
    <Suspense fallback={<SectionSkeleton label={shellTexts[language].loading} />}>
      <Resolved data={data}>{children}</Resolved>
    </Suspense>
  );
}

function Resolved<T>({ data, children }: DeferredSectionProps<T>) {
  const result = use(data);
  const { language, path } = usePageContext();
  if (!result.ok) {
    console.error('section data failed to load', result.error);
    return <SectionError texts={errorTexts[language]} reloadHref={path} />;
  }
  return children(result.value);
}
