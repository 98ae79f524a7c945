import { describe, expect, it } from 'vitest';
import { hasLeadForm } from '#client/blocks/lead-form-blocks.ts';

describe('hasLeadForm', () => {
  it('finds the sell-car form and the service request among a page’s blocks', () => {
    expect(hasLeadForm([{ type: 'hero-banner' }, { type: 'sell-car-form' }])).toBe(true);
    expect(hasLeadForm([{ type: 'service-request-form' }])).toBe(true);
  });

  it('leaves pages without a lead form (the embeds included) cacheable', () => {
    expect(hasLeadForm([])).toBe(false);
    expect(hasLeadForm([{ type: 'hero-banner' }, { type: 'marketing-form' }])).toBe(false);
    expect(hasLeadForm([{ type: 'form-builder' }, { type: 'workshop-booking' }])).toBe(false);
  });
});
