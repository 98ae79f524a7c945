import { type ComponentType, useId } from 'react';
import { preloadModule } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { Provider } from 'jotai/react';
import type { IslandProps } from '#client/runtime/island-slot.tsx';
import { islandAttributes } from '#client/runtime/island-markup.ts';
import { jsonForScript } from '#client/lib/json-script.ts';
import { type PageContextValue, usePageContext } from '#client/runtime/page-context.tsx';
import { islandStylesheets } from '#client/islands/island-stylesheets.ts';
import { StylesheetLinks } from './stylesheet-links.tsx';

/**
 * Server side of an island: renders the component as its own React root (so useId values match
 * the browser's hydrateRoot), writes its props as escaped JSON beside it, and preloads its chunk
 * unless it waits to be visible, and links the stylesheets it needs. Islands are synchronous by contract (their data comes in props),
 * so each root is rendered to a string at once: a stream per island cost several milliseconds of
 * CPU on every page for nothing to wait on.
 * Props are checked against the island's schema here, where the server writes them.
 */
export function IslandRenderer<P extends object>({
  name,
  component,
  schema,
  props,
  hydrate,
}: IslandProps<P>) {
  const page = usePageContext();
  const id = `island-${useId().replace(/[^\w-]/g, '')}`;
  const parsed = schema.parse(props);
  let html = page.islandHtml.get(id);
  if (html === undefined) {
    html = renderIslandHtml(component, parsed, id, page);
    page.islandHtml.set(id, html);
  }
  // A visible-only island may never be scrolled to: fetch its chunk then, not with the page.
  if (hydrate !== 'visible') {
    for (const href of page.assets.islandChunks(name)) preloadModule(href, { as: 'script' });
  }
  const src = page.assets.islandModule(name);
  const attributes = {
    [islandAttributes.name]: name,
    [islandAttributes.hydrate]: hydrate,
    ...(src ? { [islandAttributes.src]: src } : {}),
  };
  return (
    <>
      <StylesheetLinks sheets={islandStylesheets[name] ?? []} />
      <div id={id} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
      <script
        type="application/json"
        {...{ [islandAttributes.props]: id }}
        dangerouslySetInnerHTML={{ __html: jsonForScript(parsed) }}
      />
    </>
  );
}

function renderIslandHtml<P extends object>(
  Component: ComponentType<P>,
  props: P,
  id: string,
  page: PageContextValue,
): string {
  return renderToString(
    <Provider store={page.store}>
      <Component {...props} />
    </Provider>,
    { identifierPrefix: id },
  );
}
