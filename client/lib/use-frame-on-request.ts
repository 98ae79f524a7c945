import { useEffect, useRef, useState } from 'react';

/**
 * A player frame loaded only when the visitor asks for it (a poster until then): whether it was
 * asked for, the ask, and the frame's ref, which takes focus once the frame is there so the
 * keyboard carries on in the player.
 */
export function useFrameOnRequest() {
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (requested) frame.current?.focus();
  }, [requested]);
  return { requested, request: () => setRequested(true), frame };
}
