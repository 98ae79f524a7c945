import type { SiteMessage } from '../contracts/shell.ts';

/**
 * Rules shared by the alert banner (group sites) and the notice bar (store sites), used on the
 * server to decide what to render and in the browser to remember dismissals.
 */

/** The cookie whose presence hides a dismissible alert banner (spec: shell 2.8, 4). */
export const hideAlertCookie = 'hideAlert';
/** Alert cookie lifetime: one day (spec: shell 9). */
export const hideAlertMaxAgeSeconds = 86_400;
/** Height transition on dismissal (spec: shell 9). */
export const messageCollapseMs = 500;
/** Session-storage key of the notice-bar titles the visitor has hidden in this tab. */
export const hiddenNoticesKey = 'hiddenNotices';
/** The notice bar folds to one line after this much scrolling, and opens again near the top. */
export const noticeCollapseAfterPx = 64;
export const noticeExpandBeforePx = 8;

export type MessageType = NonNullable<SiteMessage['type']>;

/** A message that passed the show rule: it has a type and something to say. */
export interface ShownMessage {
  type: MessageType;
  title?: string;
  text?: string;
  icon?: SiteMessage['icon'];
  isBelowNavigation: boolean;
}

/**
 * The message to show, or null: only with HasMessage, a type, and a title or a text
 * (spec: shell 5). Blank strings count as missing.
 */
export function shownMessage(message: SiteMessage | undefined): ShownMessage | null {
  if (!message?.hasMessage || !message.type) return null;
  const title = message.title?.trim() || undefined;
  const text = message.text?.trim() || undefined;
  if (!title && !text) return null;
  return {
    type: message.type,
    ...(title ? { title } : {}),
    ...(text ? { text } : {}),
    ...(message.icon ? { icon: message.icon } : {}),
    isBelowNavigation: message.isBelowNavigation,
  };
}

/** Warnings stay until the content removes them; every other type may be closed. */
export function isDismissible(type: MessageType): boolean {
  return type !== 'Warning';
}

/** The Set-Cookie-style string the browser writes when the visitor closes the alert banner. */
export function hideAlertCookieString(secure: boolean): string {
  return `${hideAlertCookie}=1; Max-Age=${hideAlertMaxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The notice bar is remembered by its title (car-stock spec); a bar with only a text, by that. */
export function noticeKey(message: Pick<ShownMessage, 'title' | 'text'>): string {
  return message.title ?? message.text ?? '';
}

/**
 * Session storage is a boundary: checked by hand rather than with zod, because this module ships
 * in island chunks and the layering rule keeps zod out of them.
 */
function isTitleList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The titles hidden in this tab. Anything unreadable (storage blocked, foreign or damaged
 * value) counts as nothing hidden, so the visitor sees the message rather than an error.
 */
export function readHiddenNotices(storage: ReadableStorage | null): string[] {
  try {
    const raw = storage?.getItem(hiddenNoticesKey);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return isTitleList(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Adds a title to the hidden list; a full or blocked storage just means it is not remembered. */
export function rememberHiddenNotice(storage: WritableStorage | null, key: string): void {
  if (!storage) return;
  const hidden = readHiddenNotices(storage);
  if (hidden.includes(key)) return;
  try {
    storage.setItem(hiddenNoticesKey, JSON.stringify([...hidden, key]));
  } catch {
    // Private modes may refuse writes: the bar then comes back on the next page, which is harmless.
  }
}

/** The notice bar's next folded state; the gap between the two limits stops it flickering. */
export function nextCollapsed(collapsed: boolean, scrollY: number): boolean {
  if (!collapsed && scrollY > noticeCollapseAfterPx) return true;
  if (collapsed && scrollY < noticeExpandBeforePx) return false;
  return collapsed;
}
