import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSchema } from '#client/blocks/schema.ts';
import type { Story } from '#client/contracts/stories.ts';
import { StoryCard } from '#client/ui/story-card.tsx';

const story: Story = {
  id: 's1',
  date: {
    value: '2026-11-18T08:00:00Z',
    dateValue: Date.parse('2026-11-18T08:00:00Z'),
    formattedDateValue: '18.11.2026 08:00',
  },
  name: 'vinterdack',
  displayName: 'Vinterdäck',
  url: { path: '/nyheter/2026/vinterdack' },
  title: 'Dags att byta till vinterdäck',
  preamble: 'Från den 1 december gäller vinterdäckskrav.',
  image: {
    src: '/images/stories/winter-tyres.svg',
    alt: 'Ett dubbdäck på snö',
    width: 1200,
    height: 675,
  },
  tags: [
    { id: 't1', key: 'vinterdack', value: 'Vinterdäck' },
    { id: 't2', key: 'service', value: 'Service' },
  ],
};

describe('story card', () => {
  it('shows the first word of the formatted date, the tags, title link, preamble, image and read more', () => {
    const html = renderToStaticMarkup(<StoryCard story={story} showDate readMoreText="Läs mer" />);
    expect(html).toContain(
      '<time class="story-card__date" dateTime="2026-11-18T08:00:00Z">18.11.2026</time>',
    );
    expect(html).toContain(
      '<li class="story-card__tag">Vinterdäck</li><li class="story-card__tag">Service</li>',
    );
    expect(html).toContain(
      '<h3 class="story-card__title"><a class="story-card__link" href="/nyheter/2026/vinterdack">Dags att byta till vinterdäck</a></h3>',
    );
    expect(html).toContain(
      '<p class="story-card__preamble">Från den 1 december gäller vinterdäckskrav.</p>',
    );
    expect(html).toMatch(
      /<img class="story-card__image" src="\/images\/stories\/winter-tyres.svg" alt="Ett dubbdäck på snö" width="1200" height="675" loading="lazy"/,
    );
    expect(html).toContain('<span class="story-card__read-more" aria-hidden="true">Läs mer</span>');
    // No server-rendered style attribute: the CSP would block it.
    expect(html).not.toContain('style=');
  });

  it('leaves the date out when dates are off, and the image when the story has none', () => {
    const html = renderToStaticMarkup(
      <StoryCard
        story={{ ...story, image: null, tags: [] }}
        showDate={false}
        readMoreText="Read more"
      />,
    );
    expect(html).not.toContain('<time');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('story-card__meta');
  });
});

describe('story block schemas', () => {
  it('take the list, teaser, navigation and publish info with their defaults', () => {
    expect(blockSchema.parse({ id: 'l', type: 'stories-list', fields: {} })).toEqual({
      id: 'l',
      type: 'stories-list',
      fields: {
        ShowDates: true,
        Layout: 'Default',
        HighlightLatestStory: false,
        ShowTagFilter: true,
      },
    });
    expect(
      blockSchema.parse({
        id: 't',
        type: 'stories-teaser',
        fields: { Title: 'Fler', Layout: 'Variant 2', Count: '4' },
      }),
    ).toMatchObject({
      fields: { Layout: 'Variant 2', Count: 4, ShowDates: true },
    });
    expect(
      blockSchema.safeParse({
        id: 't',
        type: 'stories-teaser',
        fields: { Title: 'Fler', Layout: 'Variant 3' },
      }).success,
    ).toBe(false);
    expect(blockSchema.safeParse({ id: 'n', type: 'story-navigation', fields: {} }).success).toBe(
      true,
    );
    expect(blockSchema.safeParse({ id: 'p', type: 'story-publish-info' }).success).toBe(true);
  });
});
