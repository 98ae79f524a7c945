import type { ElementType } from 'react';
import { Editable } from '../ui/editable.tsx';

/**
 * A block's authored title, edited in place: the block's `<name>__title` element, an h2 unless the
 * author chose the level. Nothing when the block has no title.
 */
export function BlockTitle({
  name,
  title,
  Heading = 'h2',
  id,
}: {
  /** The block's class name. */
  name: string;
  title: string | undefined;
  Heading?: ElementType;
  /** Where the section is labelled by its title. */
  id?: string;
}) {
  if (!title) return null;
  return (
    <Heading id={id} className={`${name}__title`}>
      <Editable field="Title">{title}</Editable>
    </Heading>
  );
}

/** A block's authored text under its title, edited in place: `<name>__text`; nothing when empty. */
export function BlockText({ name, text }: { name: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className={`${name}__text`}>
      <Editable field="Text">{text}</Editable>
    </p>
  );
}
