import { useEffect, useState } from 'react';
import type { EditingGuardProps } from './editing-guard.props.ts';

/**
 * Editing mode only: link clicks are disabled (spec shell 6) so an author clicking a field to edit
 * it does not leave the page; a short notice says why. Controls of the editing bar still work.
 */
export default function EditingGuard({ texts }: EditingGuardProps) {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.closest('[data-editing-allow]')) return;
      event.preventDefault();
      setBlocked(true);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  useEffect(() => {
    if (!blocked) return;
    const timer = setTimeout(() => setBlocked(false), 2000);
    return () => clearTimeout(timer);
  }, [blocked]);
  return (
    <p className="editing-guard" role="status" data-visible={blocked}>
      {blocked ? texts.editingLinksDisabled : ''}
    </p>
  );
}
