import { describe, expect, it } from 'vitest';
import { imageSources, isOptimisable } from '#client/lib/images.ts';

const allowed = ['images.example-cdn.com'];

describe('image optimisation rules', () => {
  it('optimises remote images only from allowed hosts, over https', () => {
    expect(isOptimisable('https://images.example-cdn.com/car.jpg', allowed)).toBe(true);
    expect(isOptimisable('https://IMAGES.example-cdn.com/car.jpg', allowed)).toBe(true);
    expect(isOptimisable('https://elsewhere.example/car.jpg', allowed)).toBe(false);
    expect(isOptimisable('http://images.example-cdn.com/car.jpg', allowed)).toBe(false);
    expect(isOptimisable('https://images.example-cdn.com.evil.example/car.jpg', allowed)).toBe(
      false,
    );
  });

  it('optimises the media store but never vector images or our own static files', () => {
    expect(isOptimisable('/-/media/cars/xc60.jpg', allowed)).toBe(true);
    expect(isOptimisable('/-/jssmedia/cars/xc60.png?h=100', allowed)).toBe(true);
    expect(isOptimisable('/images/hero-group-se.svg', allowed)).toBe(false);
    expect(isOptimisable('https://images.example-cdn.com/logo.svg', allowed)).toBe(false);
    expect(isOptimisable('/images/photo.jpg', allowed)).toBe(false);
  });

  it('lists the four device sizes in the srcset and falls back to the 1280 rendering', () => {
    const sources = imageSources('https://images.example-cdn.com/a b.jpg', allowed);
    expect(sources.src).toBe('/_image?url=https%3A%2F%2Fimages.example-cdn.com%2Fa%20b.jpg&w=1280');
    expect(sources.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '1280w',
      '1920w',
    ]);
  });

  it('leaves an image it may not optimise as it is', () => {
    expect(imageSources('https://elsewhere.example/car.jpg', allowed)).toEqual({
      src: 'https://elsewhere.example/car.jpg',
    });
  });
});
