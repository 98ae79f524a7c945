import { describe, expect, it } from 'vitest';
import { workshopSiteSchema, type WorkshopSite } from '#client/contracts/mechmate.ts';
import { dealerSitesOf } from '#kv-seed/stock/dealer-sites.ts';
import { sites } from '#src/sites/catalogue.ts';
import { distanceKm } from '#client/booking/distance.ts';
import { orderWorkshops, reachKm, type OrderQuery } from '#src/sandbox/mechmate/workshop-order.ts';
import { hasAuthorizedWorkshop, workshops } from '#src/sandbox/mechmate/workshops.ts';

const stockholm = { latitude: 59.3293, longitude: 18.0686 };
const kiruna = { latitude: 67.8558, longitude: 20.2253 };

const query = (overrides: Partial<OrderQuery> = {}): OrderQuery => ({
  place: stockholm,
  sort: 'nearest',
  firstTimeSlot: () => null,
  ...overrides,
});

function sitesOf(outcome: ReturnType<typeof orderWorkshops>): WorkshopSite[] {
  if (outcome.outcome !== 'sites') throw new Error(`expected sites, got ${outcome.outcome}`);
  return outcome.sites;
}

describe('the sandbox Mechmate workshops', () => {
  it("are group-se's dealer sites with a workshop department, without BMW and MINI", () => {
    const dealers = dealerSitesOf(sites['group-se']);
    const expected = dealers.filter((dealer) =>
      dealer.site_brands.some((brand) => brand !== 'BMW' && brand !== 'MINI'),
    );
    expect(workshops.map((workshop) => workshop.siteId)).toEqual(expected.map((d) => d.site_id));
    expect(workshops.length).toBeGreaterThan(5);
    for (const workshop of workshops) {
      expect(workshopSiteSchema.parse({ ...workshop, firstTimeSlot: null })).toBeTruthy();
      expect(workshop.brands).not.toContain('BMW');
    }
    expect(new Set(workshops.map((w) => w.departmentId)).size).toBe(workshops.length);
  });

  it('has authorised workshops for the brands they serve, spaces as dashes', () => {
    expect(hasAuthorizedWorkshop('Volvo')).toBe(true);
    expect(hasAuthorizedWorkshop('Kia')).toBe(true);
    expect(hasAuthorizedWorkshop('mercedes-benz')).toBe(true);
    expect(hasAuthorizedWorkshop('BMW')).toBe(false);
    expect(hasAuthorizedWorkshop('MINI')).toBe(false);
    expect(hasAuthorizedWorkshop('Alfa-Romeo')).toBe(false);
  });

  it('measures great-circle distances in km', () => {
    expect(distanceKm(stockholm, { latitude: 57.7089, longitude: 11.9746 })).toBeCloseTo(398, -1);
    expect(distanceKm(stockholm, stockholm)).toBe(0);
  });

  it('sends the workshops within reach, nearest first', () => {
    const sent = sitesOf(orderWorkshops(workshops, query()));
    const km = sent.map((site) => distanceKm(stockholm, site));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.every((d) => d <= reachKm)).toBe(true);
    expect(sent.length).toBe(workshops.filter((w) => distanceKm(stockholm, w) <= reachKm).length);
    expect(sent.length).toBeGreaterThan(5);
  });

  it('has no sites for a place over 300 km from every workshop (Kiruna)', () => {
    expect(orderWorkshops(workshops, query({ place: kiruna }))).toEqual({ outcome: 'nosites' });
  });

  it('continues after the cursor, and refuses a cursor it never sent', () => {
    const all = sitesOf(orderWorkshops(workshops, query()));
    const rest = sitesOf(orderWorkshops(workshops, query({ cursor: all[4]!.departmentId })));
    expect(rest).toEqual(all.slice(5));
    expect(orderWorkshops(workshops, query({ cursor: 'verkstad-okand' }))).toEqual({
      outcome: 'unknown-cursor',
    });
  });

  it('sorts by the first free time when asked, workshops without one last', () => {
    const slots: Record<string, string | null> = {
      'verkstad-volvo-uppsala': '2027-01-12T07:00:00',
      'verkstad-toyota-norrkoping': '2027-01-11T15:00:00',
    };
    const sent = sitesOf(
      orderWorkshops(
        workshops,
        query({ sort: 'firstAvailable', firstTimeSlot: (id) => slots[id] ?? null }),
      ),
    );
    expect(sent.slice(0, 2).map((site) => site.departmentId)).toEqual([
      'verkstad-toyota-norrkoping',
      'verkstad-volvo-uppsala',
    ]);
    expect(sent.slice(2).every((site) => site.firstTimeSlot === null)).toBe(true);
  });
});
