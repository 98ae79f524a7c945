import { useEffect, useState } from 'react';
import type { SocialShareProps } from './social-share.props.ts';

/**
 * The browser's own share action (Web Share API) beside the share links. Browsers without it get
 * nothing here, and the server renders it hidden, so the links alone serve until this hydrates.
 */
export default function SocialShare({ url, title, texts }: SocialShareProps) {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(typeof navigator.share === 'function'), []);

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        console.warn('share failed', error);
    }
  };

  return (
    <button type="button" className="social-share__native" hidden={!supported} onClick={share}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 15V3.5M7.5 8L12 3.5 16.5 8M8 11H6a1.5 1.5 0 0 0-1.5 1.5v7A1.5 1.5 0 0 0 6 21h12a1.5 1.5 0 0 0 1.5-1.5v-7A1.5 1.5 0 0 0 18 11h-2"
        />
      </svg>
      {texts.shareAction}
    </button>
  );
}
