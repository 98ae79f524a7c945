import { describe, expect, it } from 'vitest';
import {
  hiddenNoticesKey,
  hideAlertCookieString,
  isDismissible,
  nextCollapsed,
  noticeKey,
  readHiddenNotices,
  rememberHiddenNotice,
  shownMessage,
} from '#client/lib/site-message.ts';

/** A Storage stand-in holding plain strings, like the browser's. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('shownMessage', () => {
  const base = {
    hasMessage: true,
    type: 'Dark',
    title: 'Title',
    text: 'Text',
    isBelowNavigation: false,
  } as const;

  it('passes a message with HasMessage, a type and a title or text', () => {
    expect(shownMessage(base)).toEqual({
      type: 'Dark',
      title: 'Title',
      text: 'Text',
      isBelowNavigation: false,
    });
    expect(shownMessage({ ...base, title: undefined })).toEqual({
      type: 'Dark',
      text: 'Text',
      isBelowNavigation: false,
    });
    expect(shownMessage({ ...base, text: '   ' })).toEqual({
      type: 'Dark',
      title: 'Title',
      isBelowNavigation: false,
    });
  });

  it('drops a message without HasMessage, without a type, or with nothing to say', () => {
    expect(shownMessage(undefined)).toBeNull();
    expect(shownMessage({ ...base, hasMessage: false })).toBeNull();
    expect(shownMessage({ ...base, type: undefined })).toBeNull();
    expect(shownMessage({ ...base, title: ' ', text: '' })).toBeNull();
  });
});

describe('dismissal rules', () => {
  it('lets every type but Warning be closed', () => {
    expect(isDismissible('Warning')).toBe(false);
    for (const type of ['Dark', 'Light', 'Neutral', 'Default'] as const)
      expect(isDismissible(type)).toBe(true);
  });

  it('writes the hideAlert cookie for one day, site-wide, Secure only over https', () => {
    expect(hideAlertCookieString(false)).toBe('hideAlert=1; Max-Age=86400; Path=/; SameSite=Lax');
    expect(hideAlertCookieString(true)).toBe(
      'hideAlert=1; Max-Age=86400; Path=/; SameSite=Lax; Secure',
    );
  });

  it('keys a notice by its title, or by its text when it has no title', () => {
    expect(noticeKey({ title: 'Black Week', text: 'x' })).toBe('Black Week');
    expect(noticeKey({ text: 'Only text' })).toBe('Only text');
  });
});

describe('hidden notices in session storage', () => {
  it('remembers titles once each and reads them back', () => {
    const storage = memoryStorage();
    rememberHiddenNotice(storage, 'A');
    rememberHiddenNotice(storage, 'B');
    rememberHiddenNotice(storage, 'A');
    expect(readHiddenNotices(storage)).toEqual(['A', 'B']);
  });

  it('treats a damaged or foreign value as nothing hidden, and repairs it on the next write', () => {
    for (const raw of ['not json', '{"a":1}', '["ok", 3]', 'null']) {
      const storage = memoryStorage({ [hiddenNoticesKey]: raw });
      expect(readHiddenNotices(storage), raw).toEqual([]);
      rememberHiddenNotice(storage, 'C');
      expect(JSON.parse(storage.data.get(hiddenNoticesKey)!)).toEqual(['C']);
    }
  });

  it('shrugs off storage the browser refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(readHiddenNotices(refusing)).toEqual([]);
    expect(() => rememberHiddenNotice(refusing, 'A')).not.toThrow();
    expect(readHiddenNotices(null)).toEqual([]);
  });
});

describe('notice-bar folding', () => {
  it('folds after 64 px of scrolling and opens again only near the top', () => {
    expect(nextCollapsed(false, 64)).toBe(false);
    expect(nextCollapsed(false, 65)).toBe(true);
    expect(nextCollapsed(true, 30)).toBe(true);
    expect(nextCollapsed(true, 7)).toBe(false);
  });
});
