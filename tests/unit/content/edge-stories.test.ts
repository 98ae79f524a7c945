import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedContentSource } from '#src/content/embedded.ts';
import { createSitecoreEdgeContentSource } from '#src/content/sitecore-edge/index.ts';
import { storyTemplateId, toStory, toStoryPage } from '#src/content/sitecore-edge/map-stories.ts';
import { kvKeys } from '#src/kv-keys.ts';
import { UpstreamError } from '#src/partners/upstream.ts';
import type { KVNamespace } from '#src/platform.ts';
import { readStoriesDocuments } from '#kv-seed/seed-stories.ts';
import {
  edgeApiKey,
  fakeEdge,
  loadRecordings,
  type Recording,
} from '../../support/edge-recordings/fake-edge.ts';

const endpoint = 'https://edge.example.test/api/graphql/v1';
const recordings = loadRecordings();
const index = '/om-hedin-automotive/press';

function edgeSource(faults: Recording[] = []) {
  const fake = fakeEdge([...faults, ...recordings]);
  return {
    fake,
    source: createSitecoreEdgeContentSource(
      { url: endpoint, apiKey: edgeApiKey, timeoutMs: 2000 },
      { fetcher: fake },
    ),
  };
}

/** The embedded source over group-se's seeded stories: what the recordings were converted from. */
function embeddedSource() {
  const docs = new Map(
    readStoriesDocuments('group-se').map(([language, doc]) => [
      kvKeys.stories('group-se', language),
      doc,
    ]),
  );
  const kv = { get: async (key: string) => docs.get(key) ?? null } as unknown as KVNamespace;
  return createEmbeddedContentSource(kv);
}

describe('Sitecore Edge stories', () => {
  it('asks for story items below the index, in the language, newest first, 4 at a time, following the cursor', async () => {
    const { source, fake } = edgeSource();
    const first = await source.getStories('group-se', 'sv', {
      parentPath: index,
      tagIds: [],
      limit: 4,
    });
    expect(first).toMatchObject({ total: 12, hasNext: true });
    const call = fake.calls.find((c) => c.operation === 'Stories')!;
    expect(call.variables).toMatchObject({
      first: 4,
      where: {
        AND: expect.arrayContaining([
          { name: '_templates', value: storyTemplateId, operator: 'CONTAINS' },
          { name: '_language', value: 'sv' },
        ]),
      },
    });
    const second = await source.getStories('group-se', 'sv', {
      parentPath: index,
      tagIds: [],
      limit: 4,
      cursor: first.endCursor,
    });
    const third = await source.getStories('group-se', 'sv', {
      parentPath: index,
      tagIds: [],
      limit: 4,
      cursor: second.endCursor,
    });
    expect(third).toMatchObject({ hasNext: false, endCursor: null });
    expect(
      fake.calls.filter((c) => c.operation === 'Stories').map((c) => c.variables.after),
    ).toEqual([undefined, first.endCursor, second.endCursor]);
  });

  it('serves the same stories, in the same order and shape, as the embedded seed', async () => {
    const edge = edgeSource().source;
    const embedded = embeddedSource();
    let edgeCursor: string | null = null;
    let embeddedCursor: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const fromEdge = await edge.getStories('group-se', 'sv', {
        parentPath: index,
        tagIds: [],
        limit: 4,
        cursor: edgeCursor,
      });
      const fromKv = await embedded.getStories('group-se', 'sv', {
        parentPath: index,
        tagIds: [],
        limit: 4,
        cursor: embeddedCursor,
      });
      const withoutFormat = (p: typeof fromEdge) =>
        p.stories.map((s) => ({ ...s, date: { ...s.date, formattedDateValue: '' } }));
      expect(withoutFormat(fromEdge)).toEqual(withoutFormat(fromKv));
      edgeCursor = fromEdge.endCursor;
      embeddedCursor = fromKv.endCursor;
    }
  });

  it('filters by tags as an OR of "contains" per tag id', async () => {
    const { source, fake } = edgeSource();
    const tags = await source.getStoryTags('group-se', 'sv');
    expect(tags.map((t) => t.key)).toEqual([
      'vinterdack',
      'elbil',
      'service',
      'nya-modeller',
      'nyheter',
    ]);
    const wanted = tags.filter((t) => t.key === 'elbil' || t.key === 'service').map((t) => t.id);
    const page = await source.getStories('group-se', 'sv', {
      parentPath: index,
      tagIds: wanted,
      limit: 4,
    });
    const where = fake.calls.find((c) => c.operation === 'Stories')!.variables.where as {
      AND: unknown[];
    };
    expect(where.AND.at(-1)).toEqual({
      OR: wanted.map((id) => ({ name: 'tags', value: id, operator: 'CONTAINS' })),
    });
    expect(page.total).toBe(8);
    for (const story of page.stories)
      expect(story.tags.some((t) => wanted.includes(t.id))).toBe(true);
  });

  it('maps a story: premble to preamble, the date fields, the image with numeric size, and its tags', () => {
    const story = toStory({
      id: 's1',
      name: 'vinter',
      displayName: 'Vinter',
      url: { path: '/Nyheter/2026/Vinter/' },
      date: {
        value: '2026-11-18T08:00:00Z',
        dateValue: 1794988800000,
        formattedDateValue: '18.11.2026 08:00',
      },
      title: { value: ' Vinterdäck ' },
      premble: { value: 'Dags att byta.' },
      image: {
        jsonValue: {
          value: { src: '/-/media/vinter.jpg', alt: 'Däck', width: '800', height: '450' },
        },
      },
      tags: {
        jsonValue: [
          { id: 't1', fields: { Key: { value: 'Vinterdäck' }, Value: { value: 'Vinterdäck' } } },
        ],
      },
    });
    expect(story).toEqual({
      id: 's1',
      date: {
        value: '2026-11-18T08:00:00Z',
        dateValue: 1794988800000,
        formattedDateValue: '18.11.2026 08:00',
      },
      name: 'vinter',
      displayName: 'Vinter',
      url: { path: '/nyheter/2026/vinter' },
      title: 'Vinterdäck',
      preamble: 'Dags att byta.',
      image: { src: '/-/media/vinter.jpg', alt: 'Däck', width: 800, height: 450 },
      tags: [{ id: 't1', key: 'vinterdack', value: 'Vinterdäck' }],
    });
  });

  it('leaves out a story without a date or title, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = toStoryPage({
      search: {
        total: 2,
        pageInfo: { endCursor: 'x', hasNext: false },
        results: [
          {
            id: 'no-date',
            name: 'a',
            url: { path: '/a/b/c' },
            date: null,
            title: { value: 'A' },
            premble: null,
            image: null,
            tags: null,
          },
          {
            id: 'ok',
            name: 'b',
            url: { path: '/a/b/d' },
            date: { value: '2026-01-01T00:00:00Z' },
            title: { value: 'B' },
            premble: null,
            image: null,
            tags: null,
          },
        ],
      },
    });
    expect(page.stories.map((s) => s.id)).toEqual(['ok']);
    expect(page.stories[0]!.date.dateValue).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(page).toMatchObject({ hasNext: false, endCursor: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('story left out'), { id: 'no-date' });
    warn.mockRestore();
  });

  it("reads a story's date, author and its next and previous articles", async () => {
    const { source } = edgeSource();
    const info = await source.getStoryPublishInfo(
      'group-se',
      'sv',
      `${index}/2026/nya-volvo-ex30-cross-country`,
    );
    expect(info).toEqual(
      await embeddedSource()
        .getStoryPublishInfo('group-se', 'sv', `${index}/2026/nya-volvo-ex30-cross-country`)
        .then((i) => i && { ...i, date: { ...i.date, formattedDateValue: '2026-09-30 10:00' } }),
    );
    expect(info).toMatchObject({
      author: 'Maria Berg',
      previous: { path: `${index}/2026/fem-saker-verkstaden-kollar-vid-service` },
    });
  });

  it('throws an UpstreamError naming the query when Edge answers GraphQL errors or fails', async () => {
    const errors: Recording = {
      operation: 'StoryPublishInfo',
      variables: '*',
      status: 200,
      body: { errors: [{ message: 'Query too complex' }], data: null },
    };
    await expect(
      edgeSource([errors]).source.getStoryPublishInfo('group-se', 'sv', `${index}/2026/x`),
    ).rejects.toThrow(
      new UpstreamError(
        'Sitecore Edge StoryPublishInfo: GraphQL errors: Query too complex',
        'Sitecore Edge',
      ),
    );
    const firstPage = recordings.find(
      (r) => r.operation === 'Stories' && r.variables !== '*' && !('after' in r.variables),
    )!;
    const down: Recording = { ...firstPage, status: 500, body: { message: 'down' } };
    await expect(
      edgeSource([down]).source.getStories('group-se', 'sv', {
        parentPath: index,
        tagIds: [],
        limit: 4,
      }),
    ).rejects.toBeInstanceOf(UpstreamError);
    const tagsAnswer = recordings.find((r) => r.operation === 'StoryTags')!;
    const noFolder: Recording = { ...tagsAnswer, body: { data: { item: null } } };
    await expect(edgeSource([noFolder]).source.getStoryTags('group-se', 'sv')).rejects.toThrow(
      'no story tag folder',
    );
  });

  it('answers no stories below a path Edge has no item at', async () => {
    const none: Recording = {
      operation: 'StoriesRoot',
      variables: '*',
      status: 200,
      body: { data: { item: null } },
    };
    expect(
      await edgeSource([none]).source.getStories('group-se', 'sv', {
        parentPath: '/nothing',
        tagIds: [],
        limit: 4,
      }),
    ).toEqual({
      total: 0,
      endCursor: null,
      hasNext: false,
      stories: [],
    });
  });
});
