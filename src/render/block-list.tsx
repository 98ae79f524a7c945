import type { ReactNode } from 'react';
import { HeroBanner } from '../../client/blocks/hero-banner/hero-banner.tsx';
import { Countdown } from '../../client/blocks/countdown/countdown.tsx';
import { Blurb } from '../../client/blocks/blurb/blurb.tsx';
import { ConsumerCreditWarning } from '../../client/ui/consumer-credit-warning.tsx';
import type { Block, BlockType } from '../../client/blocks/schema.ts';
import { StockSummary } from '../../client/blocks/stock-summary/stock-summary.tsx';
import type { StockSummaryData } from '../../client/blocks/stock-summary/stock-summary.schema.ts';
import { BlockBoundary } from './block-boundary.tsx';
import { DeferredSection } from './deferred-section.tsx';
import { usePageContext } from '../../client/ui/page-context.tsx';
import type { Settled } from './settle.ts';

/** Data a block needs from a backend, started by the page handler before rendering begins. */
export interface BlockData {
  stockSummary(block: Extract<Block, { type: 'stock-summary' }>): Promise<Settled<StockSummaryData>>;
}

/** Where a block renders: its data, the page locale, and whether it opens the placeholder. */
interface BlockPlace {
  data: BlockData;
  locale: string;
  /** The first block is the one above the fold, so only it may claim the page's LCP image. */
  first: boolean;
}

type Renderer<T extends BlockType> = (block: Extract<Block, { type: T }>, place: BlockPlace) => ReactNode;

// Typed over every block type: a block schema without a renderer here does not compile.
const renderers: { [T in BlockType]: Renderer<T> } = {
  'hero-banner': (block, { first }) => <HeroBanner block={block} priority={first} />,
  'credit-warning': () => <ConsumerCreditWarning />,
  countdown: (block) => <Countdown block={block} />,
  blurb: (block) => <Blurb block={block} />,
  'stock-summary': (block, { data, locale }) => (
    <DeferredSection data={data.stockSummary(block)}>
      {(value) => <StockSummary block={block} data={value} locale={locale} />}
    </DeferredSection>
  ),
};

function renderBlock<T extends BlockType>(block: Extract<Block, { type: T }>, place: BlockPlace) {
  return (renderers[block.type as T] as Renderer<T>)(block, place);
}

/** The blocks of a placeholder, in order; a block that fails to render shows the section error alone. */
export function BlockList({ blocks, data }: { blocks: Block[]; data: BlockData }) {
  const { locale, editing } = usePageContext();
  // In editing mode each block says which content item it is, for the editor's chrome.
  const editorAttributes = (block: Block) => (editing ? { 'data-block-id': block.id, 'data-block-type': block.type } : {});
  return (
    <>
      {blocks.map((block, index) => (
        <div key={block.id} className="block" {...editorAttributes(block)}>
          <BlockBoundary>{renderBlock(block, { data, locale, first: index === 0 })}</BlockBoundary>
        </div>
      ))}
    </>
  );
}
