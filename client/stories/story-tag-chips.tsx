import type { MouseEvent } from 'react';
import type { StoryTag } from '../contracts/stories.ts';
import { storiesListHref, toggleTag } from '../lib/stories.ts';

interface StoryTagChipsProps {
  listPath: string;
  tags: StoryTag[];
  selected: string[];
  showAll: string;
  label: string;
  onChoose(event: MouseEvent<HTMLAnchorElement>, next: string[]): void;
}

/**
 * The stories list's tag chips (shell spec 4): 'show all' clears the choice, each tag toggles; a
 * chip is a link to the list with those tags, so it works without JavaScript.
 */
export function StoryTagChips({
  listPath,
  tags,
  selected,
  showAll,
  label,
  onChoose,
}: StoryTagChipsProps) {
  const chip = (text: string, next: string[], pressed: boolean, key: string) => (
    <li key={key}>
      <a
        className="stories-list__chip"
        href={storiesListHref(listPath, next)}
        aria-current={pressed ? 'true' : undefined}
        onClick={(event) => onChoose(event, next)}
      >
        {pressed ? (
          <span className="stories-list__check" aria-hidden="true">
            {'✓ '}
          </span>
        ) : null}
        {text}
      </a>
    </li>
  );
  return (
    <nav className="stories-list__filter" aria-label={label}>
      <ul className="stories-list__chips">
        {chip(showAll, [], selected.length === 0, '')}
        {tags.map((tag) =>
          chip(tag.value, toggleTag(selected, tag.key), selected.includes(tag.key), tag.key),
        )}
      </ul>
    </nav>
  );
}
