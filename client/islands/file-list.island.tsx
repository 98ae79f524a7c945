import { useEffect, useRef, useState } from 'react';
import { Icon } from '../ui/icons.tsx';
import type { FileListProps } from './file-list.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * A file download list that shows its first files and a 'show more' toggle for the rest. The
 * server writes every file: before the script runs (and without scripting) CSS alone decides what
 * shows (file-download-list.css), so nothing jumps when the island hydrates. Showing more moves
 * focus to the first file that appeared; showing less leaves it on the toggle, which stays put.
 */
export default function FileList({ listId, files, visibleCount, texts }: FileListProps) {
  const [expanded, setExpanded] = useState(false);
  // Until the script has hydrated the toggle could do nothing, so it says so by being disabled.
  const ready = useHydrated();
  const focusFirstExtra = useRef(false);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!expanded || !focusFirstExtra.current) return;
    focusFirstExtra.current = false;
    list.current?.querySelector<HTMLAnchorElement>('[data-extra] a')?.focus();
  }, [expanded]);

  const toggle = () => {
    focusFirstExtra.current = !expanded;
    setExpanded(!expanded);
  };

  return (
    <>
      <ul
        id={listId}
        ref={list}
        className="file-list"
        data-expanded={expanded ? 'true' : 'false'}
        data-ready={ready ? '' : undefined}
      >
        {files.map((file, index) => (
          <li
            key={index}
            className="file-list__item"
            data-extra={index >= visibleCount ? '' : undefined}
          >
            <a className="file-list__link" href={file.url}>
              <Icon name="file" className="file-list__file-icon" />
              <span className="file-list__name">
                <span className="file-list__title">{file.title}</span>
                {file.meta ? <span className="file-list__meta">{file.meta}</span> : null}
              </span>
              <Icon name="download" className="file-list__download-icon" />
            </a>
          </li>
        ))}
      </ul>
      {files.length > visibleCount ? (
        <button
          type="button"
          className="button button--ghost file-list__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          disabled={!ready}
          onClick={toggle}
        >
          {expanded ? texts.showFewerFiles : texts.showMoreFiles}
          <Icon name={expanded ? 'chevron-up' : 'chevron-down'} size={20} />
        </button>
      ) : null}
    </>
  );
}
