import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'jotai/react';
import { islandStore } from '../state/island-store.ts';

/**
 * Hydrates one island's server HTML with its component and props. The identifier prefix matches
 * the one the server rendered the island with, so useId values agree.
 */
export function hydrateIsland(element: Element, Component: ComponentType<object>, props: object): void {
  hydrateRoot(
    element,
    <Provider store={islandStore}>
      <Component {...props} />
    </Provider>,
    { identifierPrefix: element.id },
  );
}
