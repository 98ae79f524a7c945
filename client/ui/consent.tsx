import type { ComponentType } from 'react';

// client/ must not import src/ (house rule 1), yet the dialog is an island and islands are written
// by src/render/island.tsx from the page context. So the worker hands its renderer in once, at
// module load (src/render/consent-slot.tsx, imported by render-page.tsx): one per isolate, no
// per-request state.
let slot: ComponentType | undefined;

/** Called by the worker's render code with the component that writes the consent-dialog island. */
export function provideConsentSlot(component: ComponentType): void {
  slot = component;
}

/**
 * The cookie consent dialog and what waits for consent (tag manager, page-view tracking): the
 * consent-dialog island, rendered by the worker's slot.
 */
export function Consent() {
  const Slot = slot;
  return Slot ? <Slot /> : null;
}
