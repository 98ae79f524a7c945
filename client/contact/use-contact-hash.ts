import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react';
import { type ContactInput, hashPreTicks, hashWantsContact } from './contact-rules.ts';

/**
 * The address's hash and the contact form (spec car-stock 2, 4): `#contact-quote` and
 * `#contact-testdrive` tick their boxes, and any contact hash without an element of its own brings
 * the form into view, at hydration and whenever the hash changes.
 */
export function useContactHash(
  form: RefObject<HTMLFormElement | null>,
  setInput: Dispatch<SetStateAction<ContactInput>>,
): void {
  useEffect(() => {
    const applyHash = () => {
      const ticks = hashPreTicks(window.location.hash);
      if (ticks.quote || ticks.testDrive) {
        setInput((current) => ({
          ...current,
          quote: current.quote || ticks.quote,
          testDrive: current.testDrive || ticks.testDrive,
        }));
      }
      // The browser scrolls to a hash that names an element itself.
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (hashWantsContact(id) && !document.getElementById(id))
        form.current?.scrollIntoView({ block: 'start' });
    };
    applyHash();
    window.addEventListener('hashchange', applyHash);
    return () => window.removeEventListener('hashchange', applyHash);
  }, [form, setInput]);
}
