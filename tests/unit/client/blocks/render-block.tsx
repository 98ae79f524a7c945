import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { z } from 'zod';
import { type IslandProps, IslandRendererContext } from '#client/runtime/island-slot.tsx';
import { PageContextProvider, type PageContextValue } from '#client/runtime/page-context.tsx';
import type { Language } from '#client/contracts/site-profile.ts';
import { sites } from '#src/sites/catalogue.ts';

/**
 * Stands in for the worker's island renderer: marks where an island goes, with its name, hydration
 * and schema-checked props, and renders the component inside as the server would.
 */
function FakeIsland<P extends object>({
  name,
  component: Component,
  schema,
  props,
  hydrate,
}: IslandProps<P>) {
  const checked = (schema as z.ZodType<P>).parse(props);
  return (
    <div data-island={name} data-hydrate={hydrate}>
      <Component {...checked} />
    </div>
  );
}

/** A block's server markup in a page of a site and language, as a visitor's first HTML has it. */
export function renderInPage(
  node: ReactNode,
  {
    site = 'group-uk',
    language = 'en',
    nonce = 'test-nonce',
    dictionary,
  }: {
    site?: keyof typeof sites;
    language?: Language;
    nonce?: string;
    dictionary?: Record<string, string>;
  } = {},
): string {
  const context = {
    site: sites[site],
    language,
    locale: { en: 'en-GB', sv: 'sv-SE', nb: 'nb-NO', fi: 'fi-FI', sk: 'sk-SK' }[language],
    nonce,
    imageHosts: [],
    ukFinanceLinks: {},
    editing: false,
    cookies: {},
    path: '/',
    dictionary,
  } as unknown as PageContextValue;
  return renderToStaticMarkup(
    <PageContextProvider value={context}>
      <IslandRendererContext.Provider value={FakeIsland}>{node}</IslandRendererContext.Provider>
    </PageContextProvider>,
  );
}
