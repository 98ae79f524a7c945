import { CarContactForm } from '../contact/car-contact-form.tsx';
import { PhoneAndEmailLines, PhoneLink } from '../ui/contact-lines.tsx';
import { CarFinanceSection } from '../finance/car-finance-section.tsx';
import { financeComesFromQuotes } from '../finance/finance-source.ts';
import { UkFinanceQuotes, UkQuoteCards } from '../finance/uk-finance-quotes.tsx';
import { CompareBar } from '../compare/compare-bar.tsx';
import { imageSources } from '../lib/images.ts';
import { CarCampaigns } from './car-campaigns.tsx';
import { CollapsibleSection, DetailSection } from './detail-section.tsx';
import {
  CarBackLinkIsland,
  CarDetailActionsIsland,
  CarGalleryIsland,
  SimilarCarsIsland,
} from './car-detail-islands.tsx';
import {
  descriptionCollapsedPx,
  equipmentCollapsedPx,
  type FactRow,
  networkShutdownSites,
  overviewRows,
  technicalRows,
  technicalRowsShown,
  vatNote,
} from './car-facts.ts';
import { carDetailHref } from '../ui/car-card.tsx';
import type { CardCar } from '../contracts/car-card.ts';
import { usePageContext } from '../runtime/page-context.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import type { CarDocument, Seller } from '../contracts/car-document.ts';
import type { SiteDocument } from '../contracts/site-document.ts';
import { compareTexts } from '../compare/compare.texts.ts';
import { shellTexts } from '../ui/shell.texts.ts';
import { carDetailTexts } from './car-detail.texts.ts';
import { useCarInPage } from '../stock/car-words.ts';

export interface CarDetailData {
  car: CarDocument;
  /** The car's dealer from the sites index; null when the index has no such site. */
  site: SiteDocument | null;
  /** A sample car's dealers of its brand to choose from (empty: none found); null for a stock car. */
  sellerChoices: Seller[] | null;
  similar: CardCar[];
  /** The worker's media endpoint for the car (group-uk with a registration number), else null. */
  mediaUrl: string | null;
}

function Price({ car }: { car: CarDocument }) {
  const { language } = usePageContext();
  const t = carDetailTexts[language];
  const campaign = car.car_has_campaign_price && car.car_campaign_price_text;
  return (
    <div className="car-price">
      <p className="car-price__label">{campaign ? t.campaignPrice : car.car_price_title}</p>
      {campaign ? (
        <p className="car-price__amount">
          <strong className="car-price__campaign">{car.car_campaign_price_text}</strong>{' '}
          <s className="car-price__retail">
            <span className="visually-hidden">{t.retailPrice} </span>
            {car.car_retail_price_text}
          </s>
        </p>
      ) : (
        <p className="car-price__amount">
          <strong>{car.car_price_text}</strong>
        </p>
      )}
      <p className="car-price__vat">{vatNote(car, t)}</p>
      <CarCampaigns campaigns={car.car_campaigns} />
    </div>
  );
}

function FactList({ rows, className }: { rows: FactRow[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className="car-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function siteHref(pathToSiteDetail: string, site: SiteDocument): string {
  return `${pathToSiteDetail.replace(/\/+$/, '')}/${site.slug}`;
}

function DealerLink({ car, site }: { car: CarDocument; site: SiteDocument | null }) {
  const { dictionary } = usePageContext();
  return site ? (
    <a className="car-detail__dealer" href={siteHref(dictionary.pathToSiteDetail, site)}>
      {car.car_site_name}
    </a>
  ) : (
    <span className="car-detail__dealer">{car.car_site_name}</span>
  );
}

function Contact({ data }: { data: CarDetailData }) {
  const { dictionary, language } = usePageContext();
  const t = carDetailTexts[language];
  const { car, site, sellerChoices } = data;
  const [lat, lng] = site?.site_geocoord.split(',') ?? [];
  return (
    <section id="contact" className="car-contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{t.contact}</h2>
      {site ? (
        <div className="car-contact__site">
          <ResponsiveImage
            className="car-contact__picture"
            src={site.site_primary_image.original ?? site.site_primary_image.thumbnail_url}
            alt={site.site_official_name}
            width={640}
            height={400}
            sizes="(min-width: 1024px) 30vw, 100vw"
          />
          <div className="car-contact__details">
            <p className="car-contact__name">{site.site_official_name}</p>
            <p>
              <span className="visually-hidden">{t.address}: </span>
              {site.site_street}, {site.site_zip} {site.site_city}{' '}
              <a
                href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${lat},${lng}`)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.showOnMap}
                <span className="visually-hidden"> ({shellTexts[language].opensInNewTab})</span>
              </a>
            </p>
            <PhoneAndEmailLines phone={site.site_phone} email={site.site_email} texts={t} />
            <p>
              <a
                className="button button--secondary"
                href={siteHref(dictionary.pathToSiteDetail, site)}
              >
                {t.goToSite}
              </a>
            </p>
          </div>
        </div>
      ) : null}
      {sellerChoices === null ? (
        car.car_sellers.length > 0 ? (
          <div className="car-contact__sellers">
            <h3>{t.sellers}</h3>
            <ul>
              {car.car_sellers.map((seller) => (
                <li key={seller.email} className="car-contact__seller">
                  <span className="car-contact__seller-name">{seller.name}</span>
                  <PhoneLink phone={seller.phone} />
                  <a href={`mailto:${seller.email}`}>{seller.email}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null
      ) : sellerChoices.length === 0 ? (
        <p className="car-contact__no-department" role="status">
          {t.departmentNotFound}
        </p>
      ) : null}
      {/* The form itself is #contact-form (with #contact-quote and #contact-testdrive on its boxes). */}
      <div className="car-contact__form">
        <h3>{t.contactForm}</h3>
        <CarContactForm car={car} sellerChoices={sellerChoices} />
      </div>
    </section>
  );
}

/** The car detail page (car-stock spec 2): store-brand or group layout, sections, sticky column, similar cars. */
export function CarDetailPage({ data }: { data: CarDetailData }) {
  const { dictionary, site, language, imageHosts } = usePageContext();
  const t = carDetailTexts[language];
  const inPage = useCarInPage();
  const car = inPage(data.car);
  // Equipment and description are the dealer's own words, in the index's language.
  const authoredIn = site.languages[0] === language ? undefined : site.languages[0];
  const title = `${car.car_brand} ${car.car_model}`;
  const technical = technicalRows(car, t);
  const paragraphs = car.car_description
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const layout = site.kind === 'store' ? 'store' : 'group';
  const quotesAreFinance = financeComesFromQuotes(site.country);
  const heading = (
    <div className="car-detail__heading">
      <DealerLink car={car} site={data.site} />
      <h1 className="car-detail__title">
        {`${title} `}
        <span className="car-detail__model-text">{car.car_model_text}</span>
      </h1>
    </div>
  );
  const cardCar: CardCar & Record<string, unknown> = {
    car_id: car.car_id,
    slug: car.slug,
    car_brand: car.car_brand,
    car_model: car.car_model,
    car_model_text: car.car_model_text,
    car_year: car.car_year,
    car_mileage_text: car.car_mileage_text,
    car_fuel: car.car_fuel,
    car_price_text: car.car_price_text,
    car_has_campaign_price: car.car_has_campaign_price,
    car_campaign_price_text: car.car_campaign_price_text,
    car_retail_price_text: car.car_retail_price_text,
    car_primary_image: car.car_primary_image,
  };
  return (
    <div className={`car-detail car-detail--${layout}`} data-layout={layout}>
      <div className="car-detail__top">
        <CarBackLinkIsland href={dictionary.pathToCarList} texts={t} />
        {layout === 'store' ? heading : null}
      </div>
      <div className="car-detail__grid">
        <div className="car-detail__main">
          <CarGalleryIsland
            images={car.car_images.map((image) => ({
              ...imageSources(image.original, imageHosts),
              blur: image.blur_data_url,
            }))}
            alt={`${title} ${car.car_model_text}`}
            mediaUrl={data.mediaUrl}
            texts={t}
          />
          {layout === 'group' ? heading : null}
          <div className="car-detail__mobile-price">
            <Price car={car} />
          </div>
          <DetailSection id="financing" heading={t.financing}>
            {quotesAreFinance ? (
              <UkFinanceQuotes car={car} headingLevel={3} />
            ) : (
              <CarFinanceSection car={car} variant="main" />
            )}
          </DetailSection>
          <DetailSection id="overview" heading={t.overview}>
            <FactList
              rows={overviewRows(car, t, language)}
              className="car-facts car-facts--overview"
            />
          </DetailSection>
          <DetailSection
            id="technical-data"
            headingId="technical-heading"
            heading={t.technicalData}
          >
            <FactList rows={technical.slice(0, technicalRowsShown)} className="car-facts" />
            {technical.length > technicalRowsShown ? (
              <details className="car-facts__more">
                <summary>
                  <span className="car-facts__more-label">{t.showMore}</span>
                  <span className="car-facts__less-label">{t.showLess}</span>
                </summary>
                <FactList rows={technical.slice(technicalRowsShown)} className="car-facts" />
              </details>
            ) : null}
          </DetailSection>
          {car.car_equipment.length > 0 ? (
            <CollapsibleSection
              id="equipment"
              heading={t.equipment}
              lang={authoredIn}
              kind="list"
              items={car.car_equipment}
              collapsedPx={equipmentCollapsedPx}
              texts={t}
            />
          ) : null}
          {paragraphs.length > 0 ? (
            <CollapsibleSection
              id="description"
              heading={t.description}
              lang={authoredIn}
              kind="text"
              items={paragraphs}
              collapsedPx={descriptionCollapsedPx}
              texts={t}
            />
          ) : null}
          {networkShutdownSites.includes(site.name) ? (
            <p className="car-detail__network-note">{t.networkShutdown}</p>
          ) : null}
          <Contact data={data} />
        </div>
        <aside className="car-detail__aside" aria-label={title}>
          <div className="car-detail__sticky">
            <p className="car-detail__aside-title">
              {`${title} `}
              <span className="car-detail__model-text">{car.car_model_text}</span>
            </p>
            <Price car={car} />
            <DealerLink car={car} site={data.site} />
            {quotesAreFinance ? (
              <UkQuoteCards sectionId="financing" />
            ) : (
              <CarFinanceSection car={car} variant="aside" />
            )}
            <div className="car-detail__ctas">
              <a className="button button--primary" href="#contact-quote">
                {t.requestQuote}
              </a>
              <a className="button button--secondary" href="#contact-testdrive">
                {t.bookTestDrive}
              </a>
              <CarDetailActionsIsland
                car={cardCar}
                compareTexts={compareTexts[language]}
                product={{
                  item_id: car.car_id,
                  item_name: `${title} ${car.car_model_text}`,
                  item_brand: car.car_brand,
                  item_category: car.car_is_sample ? 'sample' : car.car_is_used ? 'used' : 'new',
                  price: car.car_price,
                  currency: car.car_price_currency,
                  site_name: car.car_site_name,
                }}
              />
            </div>
          </div>
        </aside>
      </div>
      {data.similar.length > 0 ? (
        <SimilarCarsIsland
          heading={
            car.car_is_sample
              ? t.similarSampleCars
              : car.car_is_used
                ? t.similarCars
                : t.similarNewCars
          }
          cars={data.similar.map((similar) => ({
            car: inPage(similar),
            href: carDetailHref(dictionary.pathToCarDetail, similar),
          }))}
          showMore={t.showSimilar}
          showLess={t.hideSimilar}
        />
      ) : null}
      <CompareBar />
    </div>
  );
}

/** Spec 2: the panel of a car that is not in stock: heading, text, similar cars, and the list with a keyphrase. */
export function CarNotFoundPanel({
  similar,
  keyphrase,
}: {
  similar: CardCar[];
  keyphrase: string;
}) {
  const { dictionary, language } = usePageContext();
  const t = carDetailTexts[language];
  const list = keyphrase
    ? `${dictionary.pathToCarList}?keyphrase=${encodeURIComponent(keyphrase)}`
    : dictionary.pathToCarList;
  return (
    <div className="car-not-found">
      <section className="car-not-found__panel" aria-labelledby="car-not-found-heading">
        <h1 id="car-not-found-heading">{t.notFoundHeading}</h1>
        <p>{t.notFoundText}</p>
        <a className="button button--primary" href={list}>
          {t.toCarList}
        </a>
      </section>
      {similar.length > 0 ? (
        <SimilarCarsIsland
          heading={t.similarCars}
          cars={similar.map((car) => ({
            car,
            href: carDetailHref(dictionary.pathToCarDetail, car),
          }))}
          showMore={t.showSimilar}
          showLess={t.hideSimilar}
        />
      ) : null}
    </div>
  );
}
