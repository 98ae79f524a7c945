import type { KeyboardEvent } from 'react';
import { entries, isDesktop } from './menu-dom.ts';

/**
 * The desktop menu's keys (spec shell 4, WAI-ARIA disclosure navigation): Left and Right move
 * between top items; on a top item with a dropdown Down, Up and Space open it and step in (first or
 * last entry); inside it Down, Up, Home and End move between its entries, and Space follows a link.
 * `openThen` opens a top item's dropdown, then runs what needs the rendered panel.
 */
export function onMenuKey(
  event: KeyboardEvent,
  root: HTMLElement,
  openThen: (key: string, run: () => void) => void,
): void {
  const target = event.target as HTMLElement;
  const li = target.closest<HTMLElement>('[data-key]');
  if (!li || !isDesktop()) return;
  const key = li.dataset.key!;
  const top = target.classList.contains('nav__top');
  const move = (el: HTMLElement | undefined) => {
    event.preventDefault();
    el?.focus();
  };
  const { key: pressed } = event;
  if (pressed === 'ArrowLeft' || pressed === 'ArrowRight') {
    const tops = [
      ...root.querySelectorAll<HTMLElement>('[data-key]:not([data-overflow]) > .nav__top'),
    ];
    const at = tops.indexOf(li.querySelector<HTMLElement>('.nav__top')!);
    move(tops[(at + (pressed === 'ArrowRight' ? 1 : -1) + tops.length) % tops.length]);
  } else if (!li.querySelector('.nav__panel')) {
    return;
  } else if (top && (pressed === 'ArrowDown' || pressed === 'ArrowUp' || pressed === ' ')) {
    event.preventDefault();
    openThen(key, () => {
      const list = entries(li);
      list[pressed === 'ArrowUp' ? list.length - 1 : 0]?.focus();
    });
  } else if (
    !top &&
    (pressed === 'ArrowDown' || pressed === 'ArrowUp' || pressed === 'Home' || pressed === 'End')
  ) {
    const list = entries(li);
    const at = list.indexOf(target);
    const step =
      pressed === 'ArrowDown'
        ? at + 1
        : pressed === 'ArrowUp'
          ? at - 1
          : pressed === 'Home'
            ? 0
            : list.length - 1;
    move(list[(step + list.length) % list.length]);
  } else if (!top && pressed === ' ' && target.tagName === 'A') {
    event.preventDefault();
    target.click();
  }
}
