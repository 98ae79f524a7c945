import { describe, expect, it } from 'vitest';
import { blockSchema } from '#client/blocks/schema.ts';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

/** The root class of a block whose class is not its type. */
const rootClass: Record<string, string> = { 'site-selection-teaser': 'site-teaser' };

/** Blocks that belong on a story page only; they are shown on the seeded stories. */
const storyPageBlocks = ['story-navigation', 'story-publish-info', 'stories-list'];
/**
 * The workshop booking, the tire hotel and the service request are pages of their own (the flow is
 * the page's purpose); tests/worker/workshop-booking.test.ts, tire-hotel-page.test.ts and
 * service-request-page.test.ts render them on their seeded pages.
 */
const pageOfItsOwn = ['workshop-booking', 'tire-hotel', 'service-request-form'];

describe('the page of every block', () => {
  it('renders one of each block of the registry on group-se /exempel/alla-block, none of them failing', async () => {
    const res = await site.fetch('http://group-se.localhost/exempel/alla-block', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    const registry = blockSchema.options
      .map((option) => option.shape.type.value)
      .filter((type) => !storyPageBlocks.includes(type) && !pageOfItsOwn.includes(type));
    // Each block's root carries its type (or its root class) as its first class.
    for (const type of registry)
      expect(html, type).toMatch(new RegExp(`class="${rootClass[type] ?? type}[\\s"]`));
    expect(html).not.toContain('class="section-error"');
  });
});
