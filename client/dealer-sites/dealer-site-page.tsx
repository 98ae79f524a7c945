import type { Department, SiteDocument } from '../contracts/site-document.ts';
import { PhoneAndEmailLines, PhoneLink } from '../ui/contact-lines.tsx';
import BackLinkIsland from '../islands/dealer-back-link.island.tsx';
import { dealerBackLinkPropsSchema } from '../islands/dealer-back-link.props.ts';
import { fill } from '../lib/fill.ts';
import { hoursAt, upcomingExceptions } from '../lib/dealer-sites/opening-hours.ts';
import { dealerCarListHref, mapsHref, parseGeocoord } from '../lib/dealer-sites/site-paths.ts';
import { type DealerSiteTexts, dealerSiteTexts } from './dealer-sites.texts.ts';
import { CarCard, carDetailHref } from '../ui/car-card.tsx';
import type { CardCar } from '../contracts/car-card.ts';
import { defineIsland } from '../runtime/island-slot.tsx';
import { usePageContext } from '../runtime/page-context.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { SiteMapSection } from './site-map.tsx';
import type { ReactNode } from 'react';
import { useCarInPage, useStockWordInPage } from '../stock/car-words.ts';

const DealerBackLinkSlot = defineIsland(
  'dealer-back-link',
  BackLinkIsland,
  dealerBackLinkPropsSchema,
);

export interface DealerSitePageProps {
  site: SiteDocument;
  /** The latest arrivals (up to 12), newest first. */
  cars: CardCar[];
  /** The moment the page is rendered for: 'open now' is true at it. ISO text. */
  now: string;
  timeZone: string;
  /** The site list in this language: the back link's fallback. */
  listHref: string;
  mapsApiKey: string | undefined;
  /** The content blocks of the detail page's placeholder area, rendered by the page. */
  blocks?: ReactNode;
}

/**
 * A dealer's page (car-stock 2 "Dealer site detail"): name, picture, address with a maps link,
 * phone, email and map; each department with its contact, today's and the week's hours, deviating
 * days and vacations, brands and its people; a placeholder area for content; the latest arrivals
 * and a link to all the dealer's cars. Everything is plain HTML: the people open with <details>.
 */
export function DealerSitePage({
  site,
  cars,
  now,
  timeZone,
  listHref,
  mapsApiKey,
  blocks,
}: DealerSitePageProps) {
  const { dictionary, language, locale } = usePageContext();
  const inPage = useCarInPage();
  const t = dealerSiteTexts[language];
  const address = `${site.site_street}, ${site.site_zip} ${site.site_city}`;
  const point = parseGeocoord(site.site_geocoord);
  const instant = new Date(now);
  return (
    <article className="dealer-page">
      <div className="dealer-page__top">
        <DealerBackLinkSlot
          hydrate="idle"
          props={{ href: listHref, back: t.back, allSites: t.allSites }}
        />
      </div>
      <header className="dealer-page__hero">
        <ResponsiveImage
          className="dealer-page__image"
          src={site.site_primary_image.original ?? site.site_primary_image.thumbnail_url}
          alt=""
          width={1280}
          height={720}
          sizes="(min-width: 1280px) 40rem, (min-width: 768px) 50vw, 100vw"
          priority
          blurDataUrl={site.site_primary_image.blur_data_url}
        />
        <div className="dealer-page__intro">
          <h1 className="dealer-page__name">{site.site_official_name}</h1>
          <p className="dealer-page__city">{site.website_city}</p>
          <address className="dealer-page__contact">
            <p>
              {site.site_street}
              <br />
              {site.site_zip} {site.site_city}
            </p>
            <p>
              <a
                className="dealer-page__maps"
                href={mapsHref(address, site.site_geocoord)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.directions}
              </a>
            </p>
            <PhoneAndEmailLines phone={site.site_phone} email={site.site_email} texts={t} />
          </address>
          <ul className="dealer-page__brands" aria-label={t.brands}>
            {site.site_brands.map((brand) => (
              <li key={brand}>{brand}</li>
            ))}
          </ul>
        </div>
      </header>

      {point ? (
        <section className="dealer-page__map" aria-label={t.map}>
          <SiteMapSection
            markers={[
              {
                id: site.slug,
                title: site.site_official_name,
                lat: point.lat,
                lon: point.lon,
                detail: address,
              },
            ]}
            apiKey={mapsApiKey}
            single
          />
        </section>
      ) : null}

      <section className="dealer-page__departments" aria-labelledby="dealer-departments">
        <h2 id="dealer-departments">{t.departments}</h2>
        <div className="dealer-page__department-list">
          {site.site_departments.map((department, i) => (
            <DepartmentCard
              key={`${department.name}-${i}`}
              id={`dept-${i}`}
              department={department}
              instant={instant}
              timeZone={timeZone}
              language={language}
              locale={locale}
              t={t}
            />
          ))}
        </div>
      </section>

      {blocks ? <div className="dealer-page__blocks">{blocks}</div> : null}

      <section className="dealer-page__cars" aria-labelledby="dealer-latest">
        <h2 id="dealer-latest">{t.latestArrivals}</h2>
        {cars.length > 0 ? (
          <ul className="dealer-page__car-list">
            {cars.map((car) => (
              <li key={car.car_id}>
                <CarCard
                  car={inPage(car)}
                  href={carDetailHref(dictionary.pathToCarDetail, car)}
                  headingLevel={3}
                  sizes="(min-width: 1280px) 20rem, (min-width: 768px) 33vw, 90vw"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.noCars}</p>
        )}
        <p className="dealer-page__all-cars">
          <a
            className="button button--primary"
            href={dealerCarListHref(dictionary.pathToCarList, site)}
          >
            {fill(t.showAllCars, { name: site.site_official_name })}
          </a>
        </p>
      </section>
    </article>
  );
}

function DepartmentCard({
  id,
  department,
  instant,
  timeZone,
  language,
  locale,
  t,
}: {
  id: string;
  department: Department;
  instant: Date;
  timeZone: string;
  language: Parameters<typeof hoursAt>[3];
  locale: string;
  t: DealerSiteTexts;
}) {
  const schedule = department.openingschedule;
  const today = hoursAt(schedule, instant, timeZone, language);
  const { deviations, vacations } = upcomingExceptions(schedule, instant, timeZone);
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (iso: string) => date.format(new Date(`${iso}T12:00:00Z`));
  // Group, day labels and 'closed' are the stock's words; name and titles stay as authored.
  const word = useStockWordInPage();
  return (
    <section className="dealer-dept" aria-labelledby={`${id}-name`}>
      <p className="dealer-dept__group">{word(department.group)}</p>
      <h3 className="dealer-dept__name" id={`${id}-name`}>
        {department.name}
      </h3>
      <p className={`dealer-dept__status dealer-dept__status--${today.open ? 'open' : 'closed'}`}>
        <strong>{today.open ? t.openNow : t.closedNow}</strong>
        {today.text ? (
          <>
            {' '}
            · {t.today}: {word(today.text)}
          </>
        ) : null}
      </p>
      <h4 className="dealer-dept__subheading">{t.contact}</h4>
      <p className="dealer-dept__contact">
        <PhoneLink phone={department.phone} />
        <br />
        <a href={`mailto:${department.email}`}>{department.email}</a>
      </p>
      <h4 className="dealer-dept__subheading">{t.openingHours}</h4>
      <dl className="dealer-dept__hours">
        {schedule.openinghours.map((line, i) => (
          <div
            key={`${line.day}-${i}`}
            className={
              i === today.lineIndex
                ? 'dealer-dept__hours-row dealer-dept__hours-row--today'
                : 'dealer-dept__hours-row'
            }
          >
            <dt>{word(line.day)}</dt>
            <dd>{word(line.displayText)}</dd>
          </div>
        ))}
      </dl>
      {deviations.length > 0 ? (
        <>
          <h4 className="dealer-dept__subheading">{t.deviatingHours}</h4>
          <dl className="dealer-dept__hours">
            {deviations.map((d) => (
              <div key={d.day} className="dealer-dept__hours-row">
                <dt>
                  <time dateTime={d.day}>{day(d.day)}</time>
                </dt>
                <dd>{word(d.displayText)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {vacations.length > 0 ? (
        <>
          <h4 className="dealer-dept__subheading">{t.vacation}</h4>
          <ul className="dealer-dept__vacations">
            {vacations.map((v) => (
              <li key={v.vacationstart}>
                {v.vacationtitle}: <time dateTime={v.vacationstart}>{day(v.vacationstart)}</time>–
                <time dateTime={v.vacationend}>{day(v.vacationend)}</time>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {department.brands.length > 0 ? (
        <>
          <h4 className="dealer-dept__subheading">{t.brands}</h4>
          <ul className="dealer-dept__brands">
            {department.brands.map((brand) => (
              <li key={brand.brand_code}>{brand.name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {department.users.length > 0 ? (
        <details className="dealer-dept__people">
          <summary>{fill(t.showEmployees, { count: department.users.length })}</summary>
          <ul className="dealer-dept__people-list">
            {department.users.map((user) => (
              <li key={user.email} className="dealer-person">
                <p className="dealer-person__name">
                  {user.first_name} {user.last_name}
                </p>
                <p className="dealer-person__title">{user.title}</p>
                <p>
                  <PhoneLink phone={user.phone} />
                </p>
                <p>
                  <a href={`mailto:${user.email}`}>{user.email}</a>
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
