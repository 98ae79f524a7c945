import { describe, expect, it } from 'vitest';
import { carMediaRoute, isCarMedia } from '#client/contracts/car-media.route.ts';
import { noMedia } from '#client/contracts/car-media.ts';
import { isSearchResponse, searchRoute } from '#client/contracts/search.route.ts';
import { emptySearchResponse } from '#client/contracts/search.ts';
import { isStoryPage, storiesRoute } from '#client/contracts/stories.route.ts';

describe("the routes islands call, with their answers' guards", () => {
  it('names the worker’s paths and methods', () => {
    expect(searchRoute).toMatchObject({ method: 'POST', path: '/api/search' });
    expect(storiesRoute).toMatchObject({ method: 'GET', path: '/api/stories' });
    expect(carMediaRoute('/api/media/ABC123')).toMatchObject({
      method: 'GET',
      path: '/api/media/ABC123',
    });
  });

  it('accept the answers the worker gives', () => {
    expect(isSearchResponse(emptySearchResponse())).toBe(true);
    expect(isCarMedia(noMedia)).toBe(true);
    expect(isStoryPage({ total: 0, endCursor: null, hasNext: false, stories: [] })).toBe(true);
  });

  it.each([null, 'text', [], { error: 'The search request is not valid.', issues: [] }])(
    'refuse what is not the contract: %j',
    (body) => {
      expect(isSearchResponse(body)).toBe(false);
      expect(isCarMedia(body)).toBe(false);
      expect(isStoryPage(body)).toBe(false);
    },
  );

  it('refuses media whose 360 frames are not addresses', () => {
    expect(isCarMedia({ ...noMedia, images360: [1, 2] })).toBe(false);
  });
});
