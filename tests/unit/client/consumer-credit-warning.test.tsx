import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSchema } from '#client/blocks/schema.ts';
import { ConsumerCreditWarning } from '#client/ui/consumer-credit-warning.tsx';

describe('consumer-credit warning', () => {
  it('says in Swedish that borrowing costs money, warns of a payment remark and points to debt counselling', () => {
    const html = renderToStaticMarkup(<ConsumerCreditWarning />);
    expect(html).toContain('lang="sv"');
    expect(html).toContain('Att låna pengar kostar pengar!');
    expect(html).toContain('betalningsanmärkning');
    expect(html).toContain('budget- och skuldrådgivningen i din kommun');
    expect(html).toContain('href="https://www.hallakonsument.se"');
  });

  it('is a block authors can place without fields', () => {
    expect(blockSchema.safeParse({ id: 'w', type: 'credit-warning', fields: {} }).success).toBe(
      true,
    );
    expect(blockSchema.safeParse({ id: 'w', type: 'credit-warning' }).success).toBe(true);
  });
});
