// The blocks that render a lead form (issue 21). Each carries a ticket made for this request (its
// submission id and form token), so a page with one must never be served from a cache: one
// visitor's ticket would reach another, and the tokens would outlive their day.

/** The block types whose form carries a per-request ticket. */
export const leadFormBlockTypes: ReadonlySet<string> = new Set([
  'sell-car-form',
  'service-request-form',
]);

/** Whether a page's blocks include a lead form (its answer is then `private, no-store`). */
export function hasLeadForm(blocks: readonly { type: string }[]): boolean {
  return blocks.some((block) => leadFormBlockTypes.has(block.type));
}
