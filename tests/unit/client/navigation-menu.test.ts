import { describe, expect, it } from 'vitest';
import { pathOnly, toMenuItems, visibleExtraItems } from '#client/lib/navigation-menu.ts';
import { navigationSchema, navigationSettingsSchema } from '#client/contracts/shell.ts';

const navigation = navigationSchema.parse([
  {
    id: 'buy',
    name: 'buy',
    path: '/kop-bil',
    navTitle: 'Köp bil',
    shouldBeNavigableInMenuWhenItHasChildren: true,
    children: [
      {
        id: 'brands',
        name: 'brands',
        path: '/kop-bil/bilmarken',
        navTitle: 'Bilmärken',
        children: [
          { id: 'volvo', name: 'volvo', path: '/kop-bil/bilmarken/volvo', navTitle: 'Volvo' },
          {
            id: 'kia',
            name: 'kia',
            path: '/kop-bil/bilmarken/kia',
            navTitle: 'Kia',
            hideInNavigation: true,
          },
        ],
      },
      {
        id: 'all',
        name: 'all',
        path: '/kop-bil/alla',
        navTitle: 'Alla bilar',
        topSelected: true,
        image: { src: '/images/a.svg', alt: 'A car' },
      },
    ],
  },
  {
    id: 'hidden',
    name: 'hidden',
    path: '/dold',
    navTitle: 'Dold',
    hideInNavigation: true,
    children: [{ id: 'x', name: 'x', path: '/dold/x', navTitle: 'X' }],
  },
  { id: 'sell', name: 'sell', path: '/salj-bil', navTitle: 'Sälj bil' },
  {
    id: 'careers',
    name: 'careers',
    path: '',
    navTitle: 'Karriär',
    externalLink: { href: 'https://jobs.example.com/', linktype: 'external' },
  },
  {
    id: 'intranet',
    name: 'intranet',
    path: '/om-oss',
    navTitle: 'Om oss',
    externalLink: { href: '/om-oss/press', linktype: 'internal' },
  },
  { id: 'heading', name: 'heading', path: '', navTitle: 'Rubrik' },
]);

describe('the navigation menu', () => {
  it('drops items hidden in navigation together with their children', () => {
    const menu = toMenuItems(navigation, '/');
    expect(menu.map((item) => item.id)).toEqual(['buy', 'sell', 'careers', 'intranet', 'heading']);
    expect(
      menu[0]!.children.find((item) => item.id === 'brands')!.children.map((item) => item.id),
    ).toEqual(['volvo']);
  });

  it('makes a parent a link only when the content lets it be navigable', () => {
    const [buy] = toMenuItems(navigation, '/');
    expect(buy!.href).toBe('/kop-bil');
    const brands = buy!.children.find((item) => item.id === 'brands')!;
    expect(brands.href).toBeUndefined();
    expect(brands.children[0]!.href).toBe('/kop-bil/bilmarken/volvo');
  });

  it('links external items to their own address, https ones in a new tab', () => {
    const menu = toMenuItems(navigation, '/');
    expect(menu.find((item) => item.id === 'careers')).toMatchObject({
      href: 'https://jobs.example.com/',
      newTab: true,
    });
    const internal = menu.find((item) => item.id === 'intranet')!;
    expect(internal.href).toBe('/om-oss/press');
    expect(internal.newTab).toBeUndefined();
  });

  it('leaves an item with neither a path nor children as text', () => {
    expect(
      toMenuItems(navigation, '/').find((item) => item.id === 'heading')!.href,
    ).toBeUndefined();
  });

  it('marks the current page and the sections above it, ignoring query and trailing slash', () => {
    const [buy] = toMenuItems(navigation, '/Kop-bil/bilmarken/volvo/?utm=x');
    expect(buy!.current).toBe('section');
    const brands = buy!.children.find((item) => item.id === 'brands')!;
    expect(brands.current).toBe('section');
    expect(brands.children[0]!.current).toBe('page');
    expect(toMenuItems(navigation, '/').some((item) => item.current)).toBe(false);
  });

  it('puts top-selected entries first and keeps the content order otherwise', () => {
    const [buy] = toMenuItems(navigation, '/');
    expect(buy!.children.map((item) => item.id)).toEqual(['all', 'brands']);
    expect(buy!.children[0]).toMatchObject({ topSelected: true, image: { src: '/images/a.svg' } });
  });

  it('reduces a page path to its path part', () => {
    expect(pathOnly('/a/b/?q=1#x')).toBe('/a/b');
    expect(pathOnly('/?q=1')).toBe('/');
    expect(pathOnly('')).toBe('/');
  });
});

describe('extra navigation items', () => {
  it('keeps only items with a non-empty title', () => {
    const { extraItems } = navigationSettingsSchema.parse({
      extraItems: [
        { title: 'Boka verkstad', link: { href: '/boka', text: 'Boka' } },
        { title: '  ', link: { href: '/salj', text: 'Sälj' } },
        { title: '', link: { href: '/kop', text: 'Köp' } },
        { title: 'Jobb', link: { href: 'https://jobs.example.com', text: 'Jobb' } },
      ],
    });
    expect(visibleExtraItems(extraItems)).toEqual([
      { title: 'Boka verkstad', href: '/boka' },
      { title: 'Jobb', href: 'https://jobs.example.com', newTab: true },
    ]);
  });
});
