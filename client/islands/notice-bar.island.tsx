import { useEffect, useRef, useState } from 'react';
import {
  isDismissible,
  nextCollapsed,
  noticeKey,
  readHiddenNotices,
  rememberHiddenNotice,
} from '../lib/site-message.ts';
import { collapseAway, sessionStorageOrNull } from '../lib/site-message-browser.ts';
import { MessageFrame } from '../ui/site-message-frame.tsx';
import type { NoticeBarProps } from './notice-bar.props.ts';

/**
 * The store sites' notice bar (car-stock spec, site-wide notice bar). A closed bar is remembered
 * in this tab's session storage by its title; a Warning always shows and cannot be closed. While
 * the page is scrolled the bar folds to a single line, and opens again back at the top.
 */
export default function NoticeBar({ message, dictionary }: NoticeBarProps) {
  const frame = useRef<HTMLElement>(null);
  const dismissible = isDismissible(message.type);
  const [hidden, setHidden] = useState(false);
  const [collapsed, setCollapsed] = useState(false);

  // Storage exists only in the browser: the server always renders the bar and this hides it.
  useEffect(() => {
    if (dismissible && readHiddenNotices(sessionStorageOrNull()).includes(noticeKey(message)))
      setHidden(true);
  }, [dismissible, message]);

  useEffect(() => {
    let frameRequest = 0;
    const update = () => {
      frameRequest = 0;
      setCollapsed((current) => nextCollapsed(current, window.scrollY));
    };
    const onScroll = () => {
      if (!frameRequest) frameRequest = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frameRequest) window.cancelAnimationFrame(frameRequest);
    };
  }, []);

  const close = async () => {
    rememberHiddenNotice(sessionStorageOrNull(), noticeKey(message));
    if (frame.current) await collapseAway(frame.current);
    setHidden(true);
  };

  if (hidden) return null;
  return (
    <MessageFrame
      ref={frame}
      kind="notice"
      message={message}
      collapsed={collapsed}
      {...(dismissible ? { closeLabel: dictionary.close, onClose: close } : {})}
    />
  );
}
