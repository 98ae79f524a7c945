import { useEffect, useState } from 'react';

/**
 * False for the server's render and the browser's first (hydrating) render, true from the next
 * one: an island shows its no-JavaScript fallbacks until then, so hydration matches the server.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
