import { type ComponentType, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'jotai/react';
import { islandStore } from '../state/island-store.ts';

/**
 * Hydrates one island's server HTML with its component and props. The identifier prefix matches
 * the one the server rendered the island with, so useId values agree. As a transition, hydration
 * yields to the browser every few milliseconds instead of holding the main thread for the whole
 * tree (a click or key press meanwhile makes React hydrate that island first).
 */
export function hydrateIsland(
  element: Element,
  Component: ComponentType<object>,
  props: object,
): void {
  startTransition(() => {
    hydrateRoot(
      element,
      <Provider store={islandStore}>
        <Component {...props} />
      </Provider>,
      { identifierPrefix: element.id },
    );
  });
}
