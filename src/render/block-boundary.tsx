import { type ReactNode, Suspense } from 'react';
import { SectionError } from '#client/ui/section-error.tsx';
import { usePageContext } from '#client/runtime/page-context.tsx';
import { errorTexts } from '#client/ui/errors.texts.ts';

/**
 * Keeps one block's failure inside its section (spec: shell 8). React's server renderer has no
 * error boundaries, but when a component throws inside a Suspense boundary it logs the error
 * (the renderer's onError) and streams that boundary's fallback instead, leaving the rest of the
 * page whole. So the fallback here is the section error, not a spinner: blocks that load data
 * suspend inside their own DeferredSection, so this fallback shows only when a block throws. The
 * page is not hydrated as a whole, so nothing in the browser retries the failed block.
 */
export function BlockBoundary({ children }: { children: ReactNode }) {
  const { language, path } = usePageContext();
  return (
    <Suspense fallback={<SectionError texts={errorTexts[language]} reloadHref={path} />}>
      {children}
    </Suspense>
  );
}
