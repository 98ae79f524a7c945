import type { ReactNode } from 'react';
import { use } from 'react';
import { HeroBanner } from '#client/blocks/hero-banner/hero-banner.tsx';
import { Countdown } from '#client/blocks/countdown/countdown.tsx';
import { Blurb } from '#client/blocks/blurb/blurb.tsx';
import { ConsumerCreditWarning } from '#client/ui/consumer-credit-warning.tsx';
import type { Block, BlockType } from '#client/blocks/schema.ts';
import { CarTeaser } from '#client/blocks/car-teaser/car-teaser.tsx';
import type { TeaserCar } from '#client/blocks/car-teaser/car-teaser.schema.ts';
import { StockSummary } from '#client/blocks/stock-summary/stock-summary.tsx';
import type { StockSummaryData } from '#client/blocks/stock-summary/stock-summary.schema.ts';
import { SiteList } from '#client/blocks/site-list/site-list.tsx';
import type { SiteListData } from '#client/blocks/site-list/site-list.schema.ts';
import { StoriesList } from '#client/blocks/stories-list/stories-list.tsx';
import type { StoriesListData } from '#client/blocks/stories-list/stories-list.schema.ts';
import { StoriesTeaser } from '#client/blocks/stories-teaser/stories-teaser.tsx';
import type { StoriesTeaserData } from '#client/blocks/stories-teaser/stories-teaser.schema.ts';
import { StoryNavigation } from '#client/blocks/story-navigation/story-navigation.tsx';
import type { StoryNavigationData } from '#client/blocks/story-navigation/story-navigation.schema.ts';
import { StoryPublishInfo } from '#client/blocks/story-publish-info/story-publish-info.tsx';
import type { StoryPublishInfo as StoryPublishInfoData } from '#client/contracts/stories.ts';
import { BlockBoundary } from './block-boundary.tsx';
import { StylesheetLinks } from './stylesheet-links.tsx';
import { blockStylesheets } from '#client/blocks/block-stylesheets.ts';
import { Carousel } from '#client/blocks/carousel/carousel.tsx';
import { VideoBlock } from '#client/blocks/video-block/video-block.tsx';
import { SocialShare } from '#client/blocks/social-share/social-share.tsx';
import { SiteSelectionTeaser } from '#client/blocks/site-selection-teaser/site-selection-teaser.tsx';
import { DeferredSection } from './deferred-section.tsx';
import { settledWithin } from './settled-within.ts';
import { usePageContext } from '#client/runtime/page-context.tsx';
import type { Settled } from '#client/lib/settle.ts';
import { CarModelCard } from '#client/blocks/car-model-card/car-model-card.tsx';
import { ImageCard } from '#client/blocks/image-card/image-card.tsx';
import { CardList } from '#client/blocks/card-list/card-list.tsx';
import { AccordionItem } from '#client/blocks/accordion-item/accordion-item.tsx';
import { StageRow } from '#client/blocks/stage-row/stage-row.tsx';
import { Banner } from '#client/blocks/banner/banner.tsx';
import { FaqList } from '#client/blocks/faq-list/faq-list.tsx';
import { FileDownloadList } from '#client/blocks/file-download-list/file-download-list.tsx';
import { CarList } from '#client/blocks/car-list/car-list.tsx';
import type { CarListData } from '#client/blocks/car-list/car-list.schema.ts';
import { CarOfTheWeek } from '#client/blocks/car-of-the-week/car-of-the-week.tsx';
import type { WeekCar } from '#client/blocks/car-of-the-week/car-of-the-week.schema.ts';
import { CarSearchHero } from '#client/blocks/car-search-hero/car-search-hero.tsx';
import type { CarSearchHeroData } from '#client/blocks/car-search-hero/car-search-hero.schema.ts';
import { WorkshopBooking } from '#client/blocks/workshop-booking/workshop-booking.tsx';
import { TireHotel } from '#client/blocks/tire-hotel/tire-hotel.tsx';
import { SellCarFormSection } from '#client/blocks/sell-car-form/sell-car-form.tsx';
import type { LeadFormTicket, ServiceRequestDealers } from '#client/contracts/lead-forms.route.ts';
import { MarketingForm } from '#client/blocks/marketing-form/marketing-form.tsx';
import { FormBuilder } from '#client/blocks/form-builder/form-builder.tsx';
import type { LeadFormEmbedSources } from '#client/lead-form-embeds/embed-sources.ts';
import { ServiceRequestForm } from '#client/blocks/service-request-form/service-request-form.tsx';
import { settledBoth } from '#client/lib/settle.ts';

/** Data a block needs from a backend, started by the page handler before rendering begins. */
export interface BlockData {
  stockSummary(
    block: Extract<Block, { type: 'stock-summary' }>,
  ): Promise<Settled<StockSummaryData>>;
  carTeaser(block: Extract<Block, { type: 'car-teaser' }>): Promise<Settled<TeaserCar[]>>;
  storiesList(block: Extract<Block, { type: 'stories-list' }>): Promise<Settled<StoriesListData>>;
  storiesTeaser(
    block: Extract<Block, { type: 'stories-teaser' }>,
  ): Promise<Settled<StoriesTeaserData>>;
  storyNavigation(
    block: Extract<Block, { type: 'story-navigation' }>,
  ): Promise<Settled<StoryNavigationData>>;
  storyPublishInfo(
    block: Extract<Block, { type: 'story-publish-info' }>,
  ): Promise<Settled<StoryPublishInfoData | null>>;
  carList(block: Extract<Block, { type: 'car-list' }>): Promise<Settled<CarListData>>;
  carOfTheWeek(block: Extract<Block, { type: 'car-of-the-week' }>): Promise<Settled<WeekCar[]>>;
  carSearchHero(
    block: Extract<Block, { type: 'car-search-hero' }>,
  ): Promise<Settled<CarSearchHeroData>>;
  siteList(block: Extract<Block, { type: 'site-list' }>): Promise<Settled<SiteListData>>;
  /** A lead form's ticket (issue 21), made when the page renders the form: one per block. */
  leadFormTicket(block: { id: string }): Promise<Settled<LeadFormTicket>>;
  /** The dealers the Norwegian service request offers, from the site index. */
  serviceRequestDealers(block: { id: string }): Promise<Settled<ServiceRequestDealers>>;
  /** The maps service's browser key (MAPS_API_KEY) for the islands that draw maps; null without one. */
  mapsApiKey: string | null;
  /** Where the marketing and form-builder embeds load from (the worker's configuration). */
  leadFormEmbeds: LeadFormEmbedSources;
}

/** Where a block renders: its data, the page locale, and whether it opens the placeholder. */
interface BlockPlace {
  data: BlockData;
  locale: string;
  /** The first block is the one above the fold, so only it may claim the page's LCP image. */
  first: boolean;
}

type Renderer<T extends BlockType> = (
  block: Extract<Block, { type: T }>,
  place: BlockPlace,
) => ReactNode;

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
  'car-teaser': (block, { data }) => (
    <DeferredSection data={data.carTeaser(block)}>
      {(cars) => <CarTeaser block={block} cars={cars} />}
    </DeferredSection>
  ),
  'car-model-card': (block) => <CarModelCard block={block} />,
  'car-of-the-week': (block, { data }) => (
    <DeferredSection data={data.carOfTheWeek(block)}>
      {(cars) => <CarOfTheWeek block={block} cars={cars} />}
    </DeferredSection>
  ),
  'car-search-hero': (block, { data, first }) => (
    <CarSearchHero block={block} data={data.carSearchHero(block)} priority={first} />
  ),
  'image-card': (block) => <ImageCard block={block} />,
  'card-list': (block) => <CardList block={block} />,
  'accordion-item': (block) => <AccordionItem block={block} />,
  'stage-row': (block) => <StageRow block={block} />,
  banner: (block) => <Banner block={block} />,
  'faq-list': (block) => <FaqList block={block} />,
  'file-download-list': (block) => <FileDownloadList block={block} />,
  carousel: (block, { first }) => <Carousel block={block} first={first} />,
  'video-block': (block) => <VideoBlock block={block} />,
  'social-share': (block) => <SocialShare block={block} />,
  'site-selection-teaser': (block) => <SiteSelectionTeaser block={block} />,
  'site-list': (block, { data }) => (
    <DeferredSection data={data.siteList(block)}>
      {(value) => <SiteList block={block} data={value} />}
    </DeferredSection>
  ),
  'stories-list': (block, { data }) => (
    <DeferredSection data={data.storiesList(block)}>
      {(value) => <StoriesList block={block} data={value} />}
    </DeferredSection>
  ),
  'stories-teaser': (block, { data }) => (
    <DeferredSection data={data.storiesTeaser(block)}>
      {(value) => <StoriesTeaser block={block} data={value} />}
    </DeferredSection>
  ),
  'story-navigation': (block, { data }) => (
    <DeferredSection data={data.storyNavigation(block)}>
      {(value) => <StoryNavigation data={value} />}
    </DeferredSection>
  ),
  'story-publish-info': (block, { data }) => (
    <DeferredSection data={data.storyPublishInfo(block)}>
      {(value) => <StoryPublishInfo data={value} />}
    </DeferredSection>
  ),
  'car-list': (block, { data }) => (
    <DeferredSection data={data.carList(block)}>
      {(value) => <CarList block={block} data={value} />}
    </DeferredSection>
  ),
  'workshop-booking': (block, { data }) => (
    <WorkshopBooking block={block} mapsApiKey={data.mapsApiKey} />
  ),
  'tire-hotel': (block) => <TireHotel block={block} />,
  'marketing-form': (block, { data }) => (
    <MarketingForm block={block} sources={data.leadFormEmbeds} />
  ),
  'form-builder': (block, { data }) => <FormBuilder block={block} sources={data.leadFormEmbeds} />,
  'sell-car-form': (block, { data }) => (
    <DeferredSection data={data.leadFormTicket(block)}>
      {(ticket) => <SellCarFormSection block={block} ticket={ticket} />}
    </DeferredSection>
  ),
  'service-request-form': (block, { data }) => (
    <DeferredSection data={serviceRequestData(block, data)}>
      {([ticket, dealers]) => (
        <ServiceRequestForm block={block} ticket={ticket} dealers={dealers} />
      )}
    </DeferredSection>
  ),
};

/** The service request's ticket and dealers together: the form needs both (the same promise each time). */
function serviceRequestData(block: { id: string }, data: BlockData) {
  return settledBoth(data.leadFormTicket(block), data.serviceRequestDealers(block));
}

/**
 * How long the first bytes wait for a streamed section's data. Local and edge-cached searches
 * answer well within it; a slower backend costs the page at most this before its skeleton shows.
 */
const streamedDataWaitMs = 250;

/** The data of a block that streams behind a skeleton (or, for the search hero, its bare form). */
function streamedData(block: Block, data: BlockData): Promise<unknown> | undefined {
  switch (block.type) {
    case 'stock-summary':
      return data.stockSummary(block);
    case 'car-teaser':
      return data.carTeaser(block);
    case 'car-of-the-week':
      return data.carOfTheWeek(block);
    case 'car-search-hero':
      return data.carSearchHero(block);
    case 'stories-teaser':
      return data.storiesTeaser(block);
    case 'story-navigation':
      return data.storyNavigation(block);
    case 'story-publish-info':
      return data.storyPublishInfo(block);
    default:
      return undefined;
  }
}

function renderBlock<T extends BlockType>(block: Extract<Block, { type: T }>, place: BlockPlace) {
  return (renderers[block.type as T] as Renderer<T>)(block, place);
}

/** The blocks of a placeholder, in order; a block that fails to render shows the section error alone. */
export function BlockList({ blocks, data }: { blocks: Block[]; data: BlockData }) {
  const { locale, editing } = usePageContext();
  // In editing mode each block says which content item it is, for the editor's chrome.
  const editorAttributes = (block: Block) =>
    editing ? { 'data-block-id': block.id, 'data-block-type': block.type } : {};
  // Every streamed section's data gets a brief moment before the first bytes (issue 18 item 9):
  // what arrives within it goes out in place, readable without JavaScript and with no skeleton to
  // swap; only data slower than that streams in behind its skeleton. Started before the waits
  // below, so the moments run side by side.
  const briefWaits = blocks.flatMap((block) => {
    const streamed = streamedData(block, data);
    return streamed ? [settledWithin(streamed, streamedDataWaitMs)] : [];
  });
  // A car list's, a dealer list's or a stories list's results are its page's content (issues 7, 9;
  // issue 18 item 9): the first bytes wait for them, so they are in place without JavaScript
  // instead of streamed in later behind a script.
  for (const block of blocks) {
    if (block.type === 'car-list') use(data.carList(block));
    else if (block.type === 'site-list') use(data.siteList(block));
    else if (block.type === 'stories-list') use(data.storiesList(block));
    // A lead form must post without JavaScript (issue 21): its ticket is made in place, never
    // streamed behind a skeleton only a script would reveal.
    else if (block.type === 'sell-car-form') use(data.leadFormTicket(block));
    else if (block.type === 'service-request-form') use(serviceRequestData(block, data));
  }
  for (const wait of briefWaits) use(wait);
  return (
    <>
      {/* Every block's sheet before the first bytes, a streamed section's too: it then shows
          styled even where no script reveals it. */}
      <StylesheetLinks sheets={blocks.flatMap((block) => blockStylesheets[block.type])} />
      {blocks.map((block, index) => (
        <div key={block.id} className="block" {...editorAttributes(block)}>
          <BlockBoundary>{renderBlock(block, { data, locale, first: index === 0 })}</BlockBoundary>
        </div>
      ))}
    </>
  );
}
