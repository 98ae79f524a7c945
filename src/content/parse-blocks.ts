import { type Block, blockSchema } from '#client/blocks/schema.ts';
import type { RawBlock } from './schemas.ts';

/**
 * Validates each block of a placeholder on its own. A block whose field set is missing or wrong
 * is dropped and logged with its id, type and issues; the rest of the page renders (spec: shell 8).
 */
export function parseBlocks(raw: RawBlock[]): Block[] {
  const blocks: Block[] = [];
  for (const candidate of raw) {
    const parsed = blockSchema.safeParse(candidate);
    if (parsed.success) {
      blocks.push(parsed.data);
    } else {
      console.warn('block dropped', {
        id: candidate.id,
        type: candidate.type,
        issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    }
  }
  return blocks;
}
