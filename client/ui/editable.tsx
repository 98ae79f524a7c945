import { createContext, type ReactNode, useContext } from 'react';

/**
 * Page-editing mode (spec shell 6), as the blocks see it: provided by the document, false for
 * every visitor. Islands never read it: editing pages are rendered for authors only.
 */
export const EditingContext = createContext(false);

/** A content field's text; in editing mode it is marked as an editable field for the editor. */
export function Editable({ field, children }: { field: string; children: ReactNode }) {
  if (!useContext(EditingContext)) return <>{children}</>;
  return (
    <span className="editable-field" data-editable-field={field}>
      {children}
    </span>
  );
}

/** In editing mode, a visible link picker beside a link field showing where it points; else nothing. */
export function LinkPicker({ field, href }: { field: string; href: string | undefined }) {
  if (!useContext(EditingContext)) return null;
  return (
    <span className="link-picker" data-editable-link={field}>
      <span className="link-picker__label">{field}</span> {href ?? '—'}
    </span>
  );
}
