import { describe, expect, it } from 'vitest';
import { motorcycleDealerSiteId } from '#client/contracts/lead-rules.ts';
import { serviceRequestFormPropsSchema } from '#client/islands/service-request-form.props.ts';
import { serviceRequestTexts } from '#client/lead-forms/service-request.texts.ts';
import { dealerSitesOf } from '#kv-seed/stock/dealer-sites.ts';
import { sites } from '#src/sites/catalogue.ts';
import { islandProps } from '../support/island-props.ts';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

const page = async () => {
  const res = await site.fetch('http://group-no.localhost/service-skjema', {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(res.status).toBe(200);
  return res.text();
};

describe('the service request page on group-no', () => {
  it('renders the form in place under the hero, as a plain post to the forms route', async () => {
    const html = await page();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('Send forespørsel om service</h2>');
    expect(html).toMatch(/<form[^>]*action="\/api\/forms\/comhub"[^>]*method="post"/);
    expect(html).toContain('name="formName" value="service-request-no"');
    expect(html).toContain(`>${serviceRequestTexts.nb.send}</button>`);
    expect(html).not.toContain('class="section-error"');
  });

  it('lists the dealers of the site index, the motorcycle dealer alone in its list', async () => {
    const props = serviceRequestFormPropsSchema.parse(
      islandProps(await page(), 'service-request-form')[0],
    );
    expect(props.dealers.motorcycle).toEqual([
      { siteId: motorcycleDealerSiteId, name: 'Hedin Motorsykkel Lillestrøm', city: 'Lillestrøm' },
    ]);
    expect(props.dealers.car.map((dealer) => dealer.name)).toEqual([
      'Hedin Mercedes-Benz Økern',
      'Hedin BMW Skøyen',
      'Hedin Ford Bergen',
      'Hedin Kia Trondheim',
      'Hedin Škoda Stavanger',
      'Hedin Mercedes-Benz Drammen',
      'Hedin Hyundai Kristiansand',
      'Hedin BMW Fredrikstad',
    ]);
    expect(props.dealers.car.map((dealer) => dealer.siteId)).not.toContain(motorcycleDealerSiteId);
  });

  it('shows both dealer lists and both sets of service types, labelled, before the script runs', async () => {
    const html = await page();
    expect(html).toContain('<optgroup label="For bil">');
    expect(html).toContain('<optgroup label="For motorsykkel"><option value="2004">');
    expect(html).toContain('value="Vinterklar-bil"');
    expect(html).toContain('value="Bestile deler"');
  });

  it('puts no dealer mailbox in the page', async () => {
    const html = await page();
    const mailboxes = dealerSitesOf(sites['group-no']).flatMap((dealer) => [
      dealer.site_email,
      ...dealer.site_departments.map((department) => department.email),
    ]);
    expect(mailboxes.length).toBeGreaterThan(9);
    for (const mailbox of mailboxes) expect(html).not.toContain(mailbox);
    expect(html).not.toContain('siteEmail');
  });

  it('makes a new ticket for every rendering, and offers no date before today', async () => {
    const first = serviceRequestFormPropsSchema.parse(
      islandProps(await page(), 'service-request-form')[0],
    );
    const second = serviceRequestFormPropsSchema.parse(
      islandProps(await page(), 'service-request-form')[0],
    );
    expect(first.ticket.formSubmissionId).not.toBe(second.ticket.formSubmissionId);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
    expect(first.today).toBe(today);
    expect(await page()).toContain(`type="date" required="" min="${today}"`);
  });
});
