import { useEffect, useState } from 'react';
import { scrollToTopThreshold } from '../lib/shell-constants.ts';
import type { ScrollToTopProps } from './scroll-to-top.props.ts';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';

/** Bottom-left button that appears after 528 px of scrolling and takes the visitor back to the top. */
export default function ScrollToTop({ texts }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollToTopThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollUp = () => {
    const reduceMotion = prefersReducedMotion();
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      className="scroll-to-top"
      data-visible={visible}
      aria-label={texts.scrollToTop}
      title={texts.scrollToTop}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={scrollUp}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
