import { z } from 'zod';

// Page-view tracking (spec shell 7): the event the consent island sends, and what the worker
// forwards to the partners. The partner's answer is not read (spec: response not shown).

/** The event is five short fields; anything near this size is not one. */
export const pageViewBodyLimit = 2048;

/** The partners' tracking endpoint. */
export const pageViewPartnerPath = '/events/page-view';

/** The page-view tracking event as the consent island sends it. */
export const pageViewEventSchema = z.strictObject({
  channel: z.literal('WEB'),
  currency: z.literal('USD'),
  page: z.string().trim().min(1).max(200),
  pageVariantId: z.string().regex(/^[\w-]{1,64}$/, 'a variant id is letters, digits, _ and -'),
  language: z.string().regex(/^[a-z]{2}$/, 'a two-letter language code'),
});
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

/** What the partners receive: the event and the name of the site it happened on. */
export type PartnerPageView = PageViewEvent & { site: string };
