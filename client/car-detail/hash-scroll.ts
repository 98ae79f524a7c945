/** Spec 2: a hash containing 'contact' (contact, contact-form, contact-quote, contact-testdrive) scrolls to the form. */
export function formTargetOfHash(hash: string): string | null {
  return hash.toLowerCase().includes('contact') ? 'contact-form' : null;
}
