import { type Ref, useId } from 'react';
import type { ShownMessage } from '../lib/site-message.ts';
import { CloseIcon, MessageIcon } from './site-message-icons.tsx';

export interface MessageFrameProps {
  /** 'alert': the group sites' banner; 'notice': the store sites' bar. */
  kind: 'alert' | 'notice';
  message: ShownMessage;
  /** With both a label and a handler the frame gets its close button. */
  closeLabel?: string;
  onClose?: () => void;
  /** Notice bar folded to one line while the page is scrolled. */
  collapsed?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The look of a site message, shared by the server (a Warning banner needs no script) and the
 * banner and bar islands. A labelled region, so it can be found and skipped as a landmark.
 */
export function MessageFrame({
  kind,
  message,
  closeLabel,
  onClose,
  collapsed,
  ref,
}: MessageFrameProps) {
  const titleId = useId();
  const label = message.title ? { 'aria-labelledby': titleId } : { 'aria-label': message.text };
  return (
    <section
      ref={ref}
      className={`site-message site-message--${kind}`}
      data-type={message.type.toLowerCase()}
      data-collapsed={collapsed ? 'true' : undefined}
      {...label}
    >
      <div className="site-message__inner">
        <MessageIcon icon={message.icon} />
        <p className="site-message__body">
          {message.title ? (
            <strong id={titleId} className="site-message__title">
              {message.title}
            </strong>
          ) : null}
          {message.title && message.text ? ' ' : null}
          {message.text ? <span className="site-message__text">{message.text}</span> : null}
        </p>
        {closeLabel && onClose ? (
          <button
            type="button"
            className="site-message__close"
            aria-label={closeLabel}
            title={closeLabel}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
    </section>
  );
}
