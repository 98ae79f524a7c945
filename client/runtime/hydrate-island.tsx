import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { retype, typedValues } from './typed-values.ts';

/**
 * Hydrates one island's server HTML with its component and props, and resolves once React has
 * hydrated it. The identifier prefix matches the one the server rendered the island with, so useId
 * values agree. What the visitor typed into the island's form before it hydrated is typed again
 * afterwards (typed-values.ts), so no keystroke is lost. As a transition, hydration yields to the browser every few milliseconds instead of
 * holding the main thread for the whole tree (a click or key press meanwhile makes React hydrate
 * that island first).
 * No jotai Provider wraps the island: in the browser every island's hooks fall back to jotai's
 * default store, one per page, so islands share state (the compare bar and the cards' compare
 * buttons) and a page whose islands use no atom loads no jotai at all.
 */
export function hydrateIsland(
  element: Element,
  Component: ComponentType<object>,
  props: object,
): Promise<void> {
  // Read at the last moment before React takes the markup over, and typed again once it has.
  const typed = typedValues(element);
  return new Promise((resolve) => {
    const hydrated = () => {
      retype(typed);
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        element,
        <WhenHydrated onHydrated={hydrated}>
          <Component {...props} />
        </WhenHydrated>,
        { identifierPrefix: element.id },
      );
    });
  });
}

/**
 * Renders its children unchanged (no markup, so hydration still matches) and reports once they are
 * hydrated and settled: the first effect runs after the children's own mount effects, and the
 * render it causes is batched with the updates those effects made (a `ready` flag and the like),
 * so by the second effect the island shows its hydrated state.
 */
function WhenHydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) onHydrated();
  }, [mounted, onHydrated]);
  return children;
}
