import { useEffect, useState } from 'react';
import type { CopyButtonProps } from './copy-button.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** Copy feedback lasts 1000 ms (spec: shell 4, 9). */
const copiedForMs = 1000;

/** The Clipboard API, or the older selection copy where that API is missing or refused. */
async function writeClipboard(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = value;
    field.setAttribute('readonly', '');
    field.className = 'visually-hidden';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

/**
 * The copy-to-clipboard button beside a footer mailto: or tel: link. It shows and announces
 * 'Copied' for a second; until the script has hydrated it is disabled, as it could do nothing.
 */
export default function CopyButton({ value, label, copiedText }: CopyButtonProps) {
  const ready = useHydrated();
  // A counter rather than a flag, so a second click restarts the second of feedback.
  const [copies, setCopies] = useState(0);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (copies === 0) return;
    setCopied(true);
    const timer = window.setTimeout(() => setCopied(false), copiedForMs);
    return () => window.clearTimeout(timer);
  }, [copies]);

  const copy = async () => {
    if (await writeClipboard(value)) setCopies((count) => count + 1);
  };

  return (
    <span className="copy-button" data-copied={copied ? 'true' : undefined}>
      <button
        type="button"
        className="copy-button__button"
        aria-label={label}
        title={label}
        disabled={!ready}
        onClick={copy}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          {copied ? (
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M5 12.5l4.5 4.5L19 7.5"
            />
          ) : (
            <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
              <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
              <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
            </g>
          )}
        </svg>
      </button>
      {/* Seen beside the button; the status region below is what screen readers hear. */}
      {copied ? (
        <span className="copy-button__feedback" aria-hidden="true">
          {copiedText}
        </span>
      ) : null}
      <span className="visually-hidden" role="status">
        {copied ? copiedText : ''}
      </span>
    </span>
  );
}
