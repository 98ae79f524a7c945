import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingStep, type BookingState, type ChosenSlot } from '#client/booking/booking-state.ts';
import { bookingTexts } from '#client/booking/booking.texts.ts';
import { WorkshopStep } from '#client/booking/step-workshop.tsx';
import { WorkshopCard } from '#client/booking/workshop-card.tsx';
import { WeekCalendar } from '#client/booking/week-calendar.tsx';
import type { WorkshopSite } from '#client/contracts/mechmate.ts';
import { workshopStepState as atWorkshop } from '#tests/support/booking-step-state.ts';

// What step 4 shows before the browser runs anything (the stream and the calendars start in
// effects, which a server render does not run): its first frame, and the chosen slot's summary.

const texts = bookingTexts.sv.workshop;

const site: WorkshopSite = {
  departmentId: 'sthlm-1',
  siteId: 'site-1',
  siteName: 'Bilverkstan Solna',
  address: 'Industrivägen 4, 171 48 Solna',
  latitude: 59.36,
  longitude: 18.0,
  brands: ['Volvo', 'Kia'],
  firstTimeSlot: '2026-11-25T08:00:00',
};

const step = (state: BookingState) =>
  renderToStaticMarkup(
    <WorkshopStep
      state={state}
      dispatch={() => {}}
      texts={texts}
      supportEmail="service@example.se"
      mapsApiKey={null}
    />,
  );

const withSlot = (slot: ChosenSlot): BookingState => ({
  ...atWorkshop,
  bookingState: BookingStep.contact,
  bookingInfo: { addons: null, slot },
});

describe('step 4, workshop and time', () => {
  it('holds 5 skeletons under the list heading, sorted nearest first, while the first sites load', () => {
    const html = step(atWorkshop);
    expect(html).toContain('Bäst matchade anläggningar');
    expect(html.match(/class="workshop-skeleton"/g)).toHaveLength(5);
    expect(html).toContain('<option value="nearest" selected="">Närmast mig</option>');
    expect(html).toContain('Första lediga tid</option>');
    expect(html).toContain('Hämtar verkstäder…');
    expect(html).toContain('aria-label="Karta över verkstäderna"');
    expect(html).not.toContain('Hämta fler');
  });

  it('shows the chosen workshop and time with a way back to the list', () => {
    const html = step(withSlot({ site, timeSlot: '2026-11-25T13:30:00', isFullDay: false }));
    expect(html).toContain('Vald tid');
    expect(html).toContain('Bilverkstan Solna');
    expect(html).toContain('onsdag 25 november kl. 13:30');
    expect(html).toContain('Ändra verkstad eller tid');
    expect(html).not.toContain('Bäst matchade anläggningar');
  });

  it('shows a full-day slot as Heldag with its note', () => {
    const html = step(withSlot({ site, timeSlot: '2026-11-25T08:00:00', isFullDay: true }));
    expect(html).toContain('onsdag 25 november, Heldag');
    expect(html).toContain(texts.fullDayNote);
  });
});

describe('a workshop card', () => {
  const card = (expanded: boolean) =>
    renderToStaticMarkup(
      <WorkshopCard
        id="w-1"
        site={site}
        origin={{ latitude: 59.3293, longitude: 18.0686 }}
        expanded={expanded}
        onToggle={() => {}}
        texts={texts}
        calendar={(id) => <div id={id}>calendar</div>}
      />,
    );

  it('shows the address, the distance in km, the first free time and the brands', () => {
    const html = card(false);
    expect(html).toContain('Industrivägen 4, 171 48 Solna');
    expect(html).toMatch(/>\d,\d km</);
    expect(html).toContain(
      'Första lediga tid: <time dateTime="2026-11-25T08:00:00">ons 25 nov kl. 08:00</time>',
    );
    expect(html).toContain('Märken: Volvo, Kia');
  });

  it('opens and closes its times, saying which on the button', () => {
    expect(card(false)).toContain('aria-expanded="false">Visa tillgängliga tider</button>');
    expect(card(false)).not.toContain('calendar');
    const open = card(true);
    expect(open).toContain('aria-expanded="true" aria-controls="w-1-times">Stäng tider</button>');
    expect(open).toContain('<div id="w-1-times">calendar</div>');
  });
});

describe('the week calendar', () => {
  it('shows the week of today from Monday, days before today greyed, the rest loading', () => {
    const html = renderToStaticMarkup(
      <WeekCalendar
        id="cal"
        site={site}
        request={{ plate: 'ABC123', departmentId: site.departmentId, serviceOfferings: ['oil'] }}
        today="2026-11-25"
        texts={texts}
        onChoose={() => {}}
      />,
    );
    expect(html).toContain('aria-label="Lediga tider hos Bilverkstan Solna"');
    expect(html).toContain('<strong>Vecka 48</strong> 23–29 nov');
    expect(html).toMatch(/<button type="button" class="week-calendar__step" disabled="">/);
    expect(html.match(/calendar-day--past/g)).toHaveLength(2);
    expect(html.match(/calendar-day--pending/g)).toHaveLength(5);
    expect(html).toContain('Hämtar lediga tider…');
    expect(html).toContain('<span class="visually-hidden">måndag 23 november</span>');
  });
});
