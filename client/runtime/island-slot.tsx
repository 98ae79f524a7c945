import { type ComponentType, createContext, useContext } from 'react';
import type { z } from 'zod';
import type { HydrateStrategy } from './island-markup.ts';

/** What a server-rendered component says about an island it places in the page. */
export interface IslandProps<P extends object> {
  /** The island module's file name: `scroll-to-top` for client/islands/scroll-to-top.island.tsx. */
  name: string;
  component: ComponentType<P>;
  /** Checked on the server where the props are written; never shipped to the browser. */
  schema: z.ZodType<P>;
  props: P;
  hydrate: HydrateStrategy;
}

// Each island has its own props type; the renderer takes any of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked by each island's schema
type IslandRenderer = ComponentType<IslandProps<any>>;

/**
 * The worker's island renderer (src/render/island.tsx), handed down by the document. Shell pieces
 * in client/ui place islands through it, so client/ never imports the server renderer (house rule 1)
 * and nothing of react-dom/server can reach a browser chunk.
 */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** Places an island: the document's renderer writes its markup, props and chunk preloads. */
function Island<P extends object>(props: IslandProps<P>) {
  const Renderer = useContext(IslandRendererContext);
  if (!Renderer) throw new Error('An island was rendered outside a page document');
  return <Renderer {...props} />;
}

/** What a placing component says each time: the island's props and when it hydrates. */
export interface IslandSlotProps<P extends object> {
  props: P;
  hydrate: HydrateStrategy;
}

/**
 * Names an island once, with its component and props schema, and gives the component that places
 * it in a server-rendered page. The name is the island module's file name (`scroll-to-top` for
 * client/islands/scroll-to-top.island.tsx): the build finds the island's chunk by it.
 */
export function defineIsland<P extends object>(
  name: string,
  component: ComponentType<P>,
  schema: z.ZodType<P>,
): ComponentType<IslandSlotProps<P>> {
  function IslandSlot({ props, hydrate }: IslandSlotProps<P>) {
    return (
      <Island name={name} component={component} schema={schema} props={props} hydrate={hydrate} />
    );
  }
  IslandSlot.displayName = `IslandSlot(${name})`;
  return IslandSlot;
}
