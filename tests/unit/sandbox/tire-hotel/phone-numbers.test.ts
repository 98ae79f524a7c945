import { describe, expect, it } from 'vitest';
import { customerSchema, encryptedPhoneSchema } from '#client/contracts/tire-hotel.ts';
import {
  agreementByPhone,
  customerOf,
  encryptPhone,
  obfuscatePhone,
} from '#src/sandbox/tire-hotel/phone-numbers.ts';

describe('the tire hotel sandbox phone numbers', () => {
  it('shows the area code and the last two digits only', () => {
    expect(obfuscatePhone('070-123 45 12')).toBe('070-*** **12');
    expect(obfuscatePhone('0731234534')).toBe('073-*** **34');
  });

  it('encrypts a number to the same opaque value however it is written', async () => {
    const encrypted = await encryptPhone('070-123 45 12');
    expect(encryptedPhoneSchema.parse(encrypted)).toBe(encrypted);
    expect(encrypted).not.toContain('0701234512');
    expect(await encryptPhone('0701234512')).toBe(encrypted);
    expect(await encryptPhone('0701234513')).not.toBe(encrypted);
  });

  it("answers a plate's customer, and finds the agreement again by its encrypted number", async () => {
    const customer = customerSchema.parse(await customerOf('ABC123'));
    expect(customer).toMatchObject({ regNo: 'ABC123', obfuscatedPhoneNumber: '070-*** **12' });
    const agreement = await agreementByPhone(customer.encryptedPhoneNumber);
    expect(agreement?.vehicle.regNo).toBe('ABC123');
  });

  it('knows no customer for NOP000 and no agreement for another number', async () => {
    expect(await customerOf('NOP000')).toBeNull();
    expect(await agreementByPhone(await encryptPhone('0700000000'))).toBeNull();
  });
});
