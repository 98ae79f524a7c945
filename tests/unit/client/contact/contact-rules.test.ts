import { describe, expect, it, vi } from 'vitest';
import {
  attemptOutcomeOf,
  buildContactSubmission,
  type ContactInput,
  emptyContactInput,
  hashPreTicks,
  hashWantsContact,
  invalidContactFields,
  phonePattern,
  phonePatternAttribute,
  sendWithRetry,
} from '#client/contact/contact-rules.ts';

const valid: ContactInput = {
  ...emptyContactInput,
  name: 'Anna Svensson',
  phone: '+46 70 123 45 67',
  email: 'anna@example.se',
};

describe('contact form rules', () => {
  it('accepts a name, a phone number and an email, with the message optional', () => {
    expect(invalidContactFields(valid, false)).toEqual([]);
    expect(invalidContactFields({ ...valid, message: 'Is it still for sale?' }, false)).toEqual([]);
  });

  it('requires name, phone and email', () => {
    expect(invalidContactFields(emptyContactInput, false)).toEqual(['name', 'phone', 'email']);
    expect(invalidContactFields({ ...valid, name: '   ' }, false)).toEqual(['name']);
  });

  it('takes a phone of an optional plus then 6 to 20 digits or spaces, and nothing else', () => {
    for (const phone of [
      '070123',
      '+46701234567',
      '070 123 45 67',
      '+44 20 7946 0000',
      '12345678901234567890',
    ]) {
      expect(invalidContactFields({ ...valid, phone }, false), phone).toEqual([]);
    }
    for (const phone of [
      '12345',
      '+12345',
      '070-123 45 67',
      '++46701234567',
      '46+701234567',
      '123456789012345678901',
      '070 123 abc',
      '(070) 123456',
    ]) {
      expect(invalidContactFields({ ...valid, phone }, false), phone).toEqual(['phone']);
    }
  });

  it('states the phone rule the same way as an HTML pattern for the no-script form', () => {
    const html = new RegExp(`^(?:${phonePatternAttribute})$`);
    for (const phone of ['070123', '+46 70', '+4670123', '12345', '070-123', '+ 123456']) {
      expect(html.test(phone), phone).toBe(phonePattern.test(phone));
    }
  });

  it('takes an email address of the standard shape only', () => {
    for (const email of ['a@b.se', 'first.last+car@dealer.co.uk'])
      expect(invalidContactFields({ ...valid, email }, false), email).toEqual([]);
    for (const email of [
      'anna',
      'anna@',
      '@example.se',
      'anna@example',
      'an na@example.se',
      'anna@@example.se',
      'anna@example.',
    ]) {
      expect(invalidContactFields({ ...valid, email }, false), email).toEqual(['email']);
    }
  });

  it('requires a seller only when the car offers a choice of sellers', () => {
    expect(invalidContactFields(valid, true)).toEqual(['seller']);
    expect(invalidContactFields({ ...valid, seller: 'volvo.goteborg@example.se' }, true)).toEqual(
      [],
    );
    expect(invalidContactFields(valid, false)).toEqual([]);
  });

  it('refuses a message over 3,000 characters', () => {
    expect(invalidContactFields({ ...valid, message: 'x'.repeat(3000) }, false)).toEqual([]);
    expect(invalidContactFields({ ...valid, message: 'x'.repeat(3001) }, false)).toEqual([
      'message',
    ]);
  });
});

describe('location hash', () => {
  it('ticks the quote box for #contact-quote and the test-drive box for #contact-testdrive', () => {
    expect(hashPreTicks('#contact-quote')).toEqual({ quote: true, testDrive: false });
    expect(hashPreTicks('#contact-testdrive')).toEqual({ quote: false, testDrive: true });
    expect(hashPreTicks('#contact')).toEqual({ quote: false, testDrive: false });
    expect(hashPreTicks('')).toEqual({ quote: false, testDrive: false });
  });

  it('brings the form into view for any hash containing contact', () => {
    expect(hashWantsContact('#contact')).toBe(true);
    expect(hashWantsContact('#contact-form')).toBe(true);
    expect(hashWantsContact('#equipment')).toBe(false);
  });
});

describe('submission', () => {
  it('carries the form name, the id, the car and the trimmed values, without any recipient', () => {
    const submission = buildContactSubmission(
      '10000042',
      { ...valid, name: ' Anna Svensson ', message: ' Hej ', quote: true },
      {
        formSubmissionId: 'f3b1c2d4-0000-4000-8000-000000000001',
        sourcePageUrl: 'https://hedinautomotive.se/kop-bil/10000042/volvo-xc60',
        sellerRequired: false,
      },
    );
    expect(submission).toEqual({
      formName: 'carDetailContact',
      formSubmissionId: 'f3b1c2d4-0000-4000-8000-000000000001',
      values: {
        car: '10000042',
        name: 'Anna Svensson',
        phone: '+46 70 123 45 67',
        email: 'anna@example.se',
        message: 'Hej',
        quote: true,
        testDrive: false,
        sourcePageUrl: 'https://hedinautomotive.se/kop-bil/10000042/volvo-xc60',
      },
    });
    expect(submission.values).not.toHaveProperty('toEmail');
    expect(submission.values).not.toHaveProperty('seller');
  });

  it('names the chosen seller for a sample car', () => {
    const submission = buildContactSubmission(
      '10000042',
      { ...valid, seller: 'volvo.kista@example.se' },
      {
        formSubmissionId: 'id-12345678',
        sourcePageUrl: 'https://example.se/',
        sellerRequired: true,
      },
    );
    expect(submission.values.seller).toBe('volvo.kista@example.se');
  });
});

describe('sending with retries', () => {
  const noSleep = vi.fn(async (_ms: number) => {});

  it('stops at the first success', async () => {
    const attempt = vi
      .fn()
      .mockResolvedValueOnce(attemptOutcomeOf(502))
      .mockResolvedValueOnce(attemptOutcomeOf(202));
    const sleep = vi.fn(async (_ms: number) => {});
    const result = await sendWithRetry(attempt, { sleep });
    expect(result).toEqual({ ok: true, attempts: 2 });
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('makes three attempts one second apart, then gives up', async () => {
    const attempt = vi.fn().mockResolvedValue(attemptOutcomeOf(503));
    const sleep = vi.fn(async (_ms: number) => {});
    const failed: number[] = [];
    const result = await sendWithRetry(attempt, { sleep, onFailedAttempt: (n) => failed.push(n) });
    expect(result).toEqual({ ok: false, attempts: 3, reason: 'answered 503' });
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
    expect(failed).toEqual([1, 2, 3]);
  });

  it('does not repeat a submission the worker refused as invalid', async () => {
    const attempt = vi.fn().mockResolvedValue(attemptOutcomeOf(422));
    const result = await sendWithRetry(attempt, { sleep: noSleep });
    expect(result).toEqual({ ok: false, attempts: 1, reason: 'answered 422' });
  });

  it('reads 202 as sent and 5xx or 429 as worth another attempt', () => {
    expect(attemptOutcomeOf(202)).toEqual({ ok: true });
    expect(attemptOutcomeOf(200)).toMatchObject({ ok: false, retryable: false });
    expect(attemptOutcomeOf(400)).toMatchObject({ ok: false, retryable: false });
    expect(attemptOutcomeOf(429)).toMatchObject({ ok: false, retryable: true });
    expect(attemptOutcomeOf(502)).toMatchObject({ ok: false, retryable: true });
  });
});
