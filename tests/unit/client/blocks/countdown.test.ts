import { describe, expect, it } from 'vitest';
import { pad2, timeLeft, untilNextTick } from '#client/blocks/countdown/countdown-time.ts';
import { countdownSchema } from '#client/blocks/countdown/countdown.schema.ts';

const target = Date.parse('2027-02-28T23:59:59+01:00');
const seconds = (n: number) => n * 1000;

describe('countdown time', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const now = target - (seconds(3 * 86_400 + 4 * 3600 + 5 * 60 + 6) + 999);
    expect(timeLeft(target, now)).toEqual({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
      ended: false,
    });
  });

  it('rounds down, so the last second shows 00 only at the target', () => {
    expect(timeLeft(target, target - 1)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: false,
    });
    expect(timeLeft(target, target - 1000)).toMatchObject({ seconds: 1, ended: false });
  });

  it('stops at zero once the target has passed', () => {
    expect(timeLeft(target, target)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: true,
    });
    expect(timeLeft(target, target + seconds(86_400))).toMatchObject({ days: 0, ended: true });
  });

  it('pads every unit to two digits, and lets days grow past 99', () => {
    expect(pad2(0)).toBe('00');
    expect(pad2(7)).toBe('07');
    expect(pad2(59)).toBe('59');
    expect(pad2(1134)).toBe('1134');
  });

  it('ticks just after the shown second changes', () => {
    expect(untilNextTick(target, target - 2300)).toBe(305);
    expect(untilNextTick(target, target - 2000)).toBe(5);
  });
});

describe('countdown fields', () => {
  const parse = (fields: Record<string, unknown>) =>
    countdownSchema.safeParse({ id: 'c', type: 'countdown', fields: { Title: 'T', ...fields } });

  it('takes an ISO date-time with a zone', () => {
    expect(parse({ TargetDate: '2027-02-28T23:59:59+01:00' }).success).toBe(true);
    expect(parse({ TargetDate: '2027-02-28T22:59:59Z' }).success).toBe(true);
    expect(parse({ TargetDate: '28 februari' }).success).toBe(false);
    expect(parse({}).success).toBe(false);
  });

  it('defaults to an h2', () => {
    expect(parse({ TargetDate: '2027-02-28T22:59:59Z' }).data?.fields).toMatchObject({
      TitleTag: 'h2',
    });
  });
});
