import { describe, expect, it } from 'vitest';
import { textsSchema } from '#client/lib/texts-schema.ts';

const demoTexts = {
  sv: { title: 'Jämför', count: '{count} valda', units: { days: 'Dagar' }, weekdays: ['måndag'] },
  en: {
    title: 'Compare',
    count: '{count} selected',
    units: { days: 'Days' },
    weekdays: ['monday'],
  },
};

describe('textsSchema', () => {
  it('accepts any language of the record it was read from', () => {
    const schema = textsSchema(demoTexts);
    expect(schema.parse(demoTexts.en)).toEqual(demoTexts.en);
    expect(schema.parse(demoTexts.sv)).toEqual(demoTexts.sv);
  });

  it('refuses a missing or empty text, also inside a group', () => {
    const schema = textsSchema(demoTexts);
    const { title: _title, ...withoutTitle } = demoTexts.en;
    expect(schema.safeParse(withoutTitle).success).toBe(false);
    expect(schema.safeParse({ ...demoTexts.en, title: '' }).success).toBe(false);
    expect(schema.safeParse({ ...demoTexts.en, units: { days: '' } }).success).toBe(false);
  });

  it('refuses a text that lost a placeholder fill() would fill', () => {
    const result = textsSchema(demoTexts).safeParse({ ...demoTexts.en, count: 'selected' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('texts.count must hold {count}');
  });

  it('keeps only the picked texts, so an island is written only what it reads', () => {
    const schema = textsSchema(demoTexts).pick({ title: true });
    expect(schema.parse(demoTexts.sv)).toEqual({ title: 'Jämför' });
  });
});
