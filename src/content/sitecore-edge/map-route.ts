import type { z } from 'zod';
import { toStoredPath } from '../embedded.ts';
import {
  type PageFields,
  type RawBlock,
  type Route,
  type RouteIndex,
  routeSchema,
} from '../schemas.ts';
import { ContentError } from '../source.ts';
import { defined, image, link, type MapContext } from './map-fields.ts';
import { toLanguage } from './map.ts';
import { rawComponentSchema, type RawLayout, type rawRoutesPageSchema } from './schemas.ts';

/** The placeholders a route's blocks may sit in, by the names Sitecore headless sites use. */
const mainPlaceholders = ['headless-main', 'jss-main', 'main'];

/**
 * A layout-service field value as the block schemas read it: `{ value }` and `{ jsonValue }`
 * unwrapped, links as `{ href, text, target }` (internal ones localised), images as
 * `{ src, alt, ... }`, empty values absent, list fields item by item. Anything else is passed on
 * as it is and the block's own schema decides.
 */
function fieldValue(ctx: MapContext, field: unknown): unknown {
  if (Array.isArray(field)) return field.map((item) => listItemValue(ctx, item));
  if (field === null || typeof field !== 'object') return field;
  const wrapper = field as Record<string, unknown>;
  if ('jsonValue' in wrapper) return fieldValue(ctx, wrapper.jsonValue);
  if (!('value' in wrapper)) return field;
  const value = wrapper.value;
  if (value === '' || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const inner = value as Record<string, unknown>;
  if ('href' in inner) {
    const mapped = link(ctx, inner as never);
    return mapped && defined({ href: mapped.href, text: mapped.text, target: mapped.target });
  }
  if ('src' in inner) return image(inner as never);
  return Object.keys(inner).length === 0 ? undefined : value;
}

/**
 * One entry of a multilist or treelist field (a carousel's slides, a FAQ's questions): an item
 * with its own fields becomes those fields mapped the same way, plus the item's id.
 */
function listItemValue(ctx: MapContext, item: unknown): unknown {
  if (item === null || typeof item !== 'object' || !('fields' in item))
    return fieldValue(ctx, item);
  const { id, fields } = item as { id?: unknown; fields?: Record<string, unknown> | null };
  return { ...(typeof id === 'string' ? { id } : {}), ...fieldsOf(ctx, fields) };
}

function fieldsOf(
  ctx: MapContext,
  fields: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  return defined(
    Object.fromEntries(
      Object.entries(fields ?? {}).map(([name, field]) => [name, fieldValue(ctx, field)]),
    ),
  );
}

/** `HeroBanner` is the block type `hero-banner`. */
export function blockType(componentName: string): string {
  return componentName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/** A component as a raw block; one Edge sends malformed is passed on for the block parser to drop and log. */
function toBlock(ctx: MapContext, component: unknown, index: number): RawBlock {
  const parsed = rawComponentSchema.safeParse(component);
  if (!parsed.success)
    return { id: `component-${index}`, type: 'unreadable-component', fields: component };
  const { uid, componentName, fields } = parsed.data;
  return {
    id: uid ?? `${blockType(componentName)}-${index}`,
    type: blockType(componentName),
    fields: fieldsOf(ctx, fields),
  };
}

/** Page fields by their spec names, whatever case the template's field names use. */
function pageFields(
  ctx: MapContext,
  fields: Record<string, unknown>,
  fallbackTitle: string,
): PageFields {
  const byName = new Map(
    Object.entries(fields).map(([name, field]) => [name.toLowerCase(), fieldValue(ctx, field)]),
  );
  const textOf = (name: string) => {
    const value = byName.get(name.toLowerCase());
    if (typeof value === 'string') return value.trim() || undefined;
    if (value && typeof value === 'object')
      return (
        ((value as { href?: string; src?: string }).href ?? (value as { src?: string }).src) ||
        undefined
      );
    return undefined;
  };
  return defined({
    navTitle: textOf('navTitle') ?? fallbackTitle,
    metaTitle: textOf('metaTitle'),
    metaDescription: textOf('metaDescription'),
    ogDescription: textOf('ogDescription'),
    ogImage: textOf('ogImage'),
    canonicalURL: textOf('canonicalURL'),
    gtmID: textOf('gtmID'),
    BrandDesign: textOf('BrandDesign'),
  });
}

/** The route of a layout answer, or null when Edge has no item at the path (a 404 page). */
export function toRoute(ctx: MapContext, path: string, raw: RawLayout): Route | null {
  const route = raw.layout?.item?.rendered.sitecore.route;
  if (!route) return null;
  const placeholders = route.placeholders ?? {};
  const main = mainPlaceholders.map((name) => placeholders[name]).find(Array.isArray) ?? [];
  const mapped = {
    itemId: route.itemId,
    name: route.name,
    itemLanguage: toLanguage(route.itemLanguage) ?? route.itemLanguage,
    path: toStoredPath(path),
    fields: pageFields(ctx, route.fields ?? {}, route.displayName?.trim() || route.name),
    placeholders: { main: main.map((component, index) => toBlock(ctx, component, index)) },
  };
  const parsed = routeSchema.safeParse(mapped);
  if (!parsed.success) {
    throw new ContentError(
      `Sitecore Edge route ${mapped.path} does not map: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/** Sitecore's `20261101T093000Z` as an ISO date. */
function isoDate(value: string | undefined): string | undefined {
  const match = value && /^(\d{4})(\d{2})(\d{2})T/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/** One page of the route search as route-index entries of a language. */
export function toRouteIndex(
  language: RouteIndex[number]['language'],
  raw: z.infer<typeof rawRoutesPageSchema>,
): RouteIndex {
  return raw.search.results.flatMap((result) => {
    if (!result?.url?.path) return [];
    const lastModified = isoDate(
      typeof result.updated?.value === 'string' ? result.updated.value : undefined,
    );
    return [
      defined({ itemId: result.id, path: toStoredPath(result.url.path), language, lastModified }),
    ];
  });
}
