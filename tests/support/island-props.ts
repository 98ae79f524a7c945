/**
 * The props the server wrote for each island of a name in a page's HTML, in page order: the JSON
 * of the `data-island-props` script beside each `data-island` element (src/render/island.tsx).
 */
// The shape is the island's own; each test asserts the parts it relies on.
export function islandProps(html: string, name: string): any[] {
  const ids = [...html.matchAll(new RegExp(`<div id="([^"]+)" data-island="${name}"`, 'g'))].map(
    (m) => m[1]!,
  );
  return ids.map((id) => {
    const json = new RegExp(
      `<script[^>]*data-island-props="${id}"[^>]*>([\\s\\S]*?)</script>`,
    ).exec(html)?.[1];
    if (json === undefined) throw new Error(`no props for island ${id} (${name})`);
    return JSON.parse(json);
  });
}
