import type { ReactNode } from 'react';
import { BlockTitle } from './block-heading.tsx';

interface TitledSectionProps {
  /** The block's id: the title's id is made from it, so two blocks on a page never share one. */
  id: string;
  /** The block's class name; the title is its `__title` element. */
  name: string;
  /** The authored title: an h2 that labels the section and is edited in place. */
  title: string | undefined;
  hasMarginTop: boolean;
  children: ReactNode;
}

/** A block's section, labelled by its authored title when it has one. */
export function TitledSection({ id, name, title, hasMarginTop, children }: TitledSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      className={hasMarginTop ? `${name} has-margin-top` : name}
      aria-labelledby={title ? headingId : undefined}
    >
      <BlockTitle name={name} title={title} id={headingId} />
      {children}
    </section>
  );
}
