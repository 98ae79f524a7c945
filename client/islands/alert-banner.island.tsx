import { useRef, useState } from 'react';
import { hideAlertCookieString } from '../lib/site-message.ts';
import { collapseAway } from '../lib/site-message-browser.ts';
import { MessageFrame } from '../ui/site-message-frame.tsx';
import type { AlertBannerProps } from './alert-banner.props.ts';

/**
 * The group sites' dismissible alert banner (spec: shell 2.8, 4). Closing it writes the hideAlert
 * cookie for a day, so the server leaves the banner out of the next pages, and folds it away.
 */
export default function AlertBanner({ message, dictionary }: AlertBannerProps) {
  const frame = useRef<HTMLElement>(null);
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState(false);

  const close = async () => {
    if (closing) return;
    setClosing(true);
    document.cookie = hideAlertCookieString(window.location.protocol === 'https:');
    if (frame.current) await collapseAway(frame.current);
    setClosed(true);
  };

  if (closed) return null;
  return (
    <MessageFrame
      ref={frame}
      kind="alert"
      message={message}
      closeLabel={dictionary.close}
      onClose={close}
    />
  );
}
