import { expect } from 'vitest';
import type { SiteUnderTest } from './site-under-test.ts';

/** The tire hotel proxy of group-se, as the browser calls it. */
export const tireHotelApi = 'http://group-se.localhost/api/tirehotel';
export const sessionCookie = '__Host-tirehotel';

interface CallOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  json?: unknown;
}

/** A browser with its own cookie jar (the session cookie only) and its own client address. */
export interface TireHotelVisitor {
  call(path: string, options?: CallOptions): Promise<Response>;
  /** The sealed cookie the browser holds now (undefined once cleared). */
  cookie: string | undefined;
  /** Every Set-Cookie header the visitor was sent, in order. */
  readonly setCookies: string[];
}

/** A visitor calling from `address` (CF-Connecting-IP), keeping the session cookie as a browser does. */
export function tireHotelVisitor(site: SiteUnderTest, address = '203.0.113.7'): TireHotelVisitor {
  const visitor: TireHotelVisitor = {
    cookie: undefined,
    setCookies: [],
    async call(path, { method = 'POST', json } = {}) {
      const headers: Record<string, string> = { 'cf-connecting-ip': address };
      if (visitor.cookie) headers.cookie = `${sessionCookie}=${visitor.cookie}`;
      if (json !== undefined) headers['content-type'] = 'application/json';
      const res = await site.fetch(`${tireHotelApi}${path}`, {
        method,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
      for (const header of res.headers.getSetCookie()) {
        visitor.setCookies.push(header);
        const value = new RegExp(`^${sessionCookie}=([^;]*)`).exec(header)?.[1];
        if (value !== undefined) visitor.cookie = /max-age=0/i.test(header) ? undefined : value;
      }
      return res;
    },
  };
  return visitor;
}

/** The answer's JSON after checking its status (the body in the failure message). */
export async function jsonOf<T = unknown>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** The plate's encrypted phone number as the fake partner (fake-tire-hotel.ts) answers it. */
export const encryptedPhoneOf = (plate: string) => `ENC${plate}PHONE`;

export const loginPath = (plate: string, encrypted = encryptedPhoneOf(plate)) =>
  `/authorization/login?${new URLSearchParams({ encryptedPhoneNumber: encrypted, regNo: plate })}`;

/** Search and code request: the visitor's session is at the code-sent stage. */
export async function requestCode(visitor: TireHotelVisitor, plate: string): Promise<void> {
  await jsonOf(await visitor.call(`/authorization/search?regNo=${plate}`, { method: 'GET' }), 200);
  await jsonOf(await visitor.call(loginPath(plate)), 200);
}

/** Search, code request and the right code (1234 at the fake partner): a validated session. */
export async function signIn(visitor: TireHotelVisitor, plate: string): Promise<void> {
  await requestCode(visitor, plate);
  await jsonOf(await visitor.call('/authorization/validate?otpToken=1234'), 200);
}
