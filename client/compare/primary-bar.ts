import { useEffect, useState } from 'react';

/** Set while one bar is mounted in this browser page; effects never run on the server, so requests never share it. */
let barMounted = false;

/**
 * Whether this compare bar is the page's one: a page may place more than one (a car list and car
 * of the week), and the first one mounted shows.
 */
export function usePrimaryBar(): boolean {
  const [primary, setPrimary] = useState(false);
  useEffect(() => {
    if (barMounted) return;
    barMounted = true;
    setPrimary(true);
    return () => {
      barMounted = false;
    };
  }, []);
  return primary;
}
