import { describe, expect, it } from 'vitest';
import {
  bookingAnswerSchema,
  carSchema,
  mechmateRefusalSchema,
  offeringsAnswerSchema,
  timeSlotsAnswerSchema,
  type TimeSlotDay,
  type WorkshopSite,
  workshopStreamMessageSchema,
} from '#client/contracts/mechmate.ts';
import { distanceKm } from '#client/booking/distance.ts';
import { useSite } from '../support/site-under-test.ts';

// The sandbox's Mechmate as the proxy meets it: the built sandbox worker under miniflare, called
// directly at the partner's own paths (the main worker and its seed are not needed).
const site = useSite({ seed: false });

async function partner(path: string, init?: RequestInit): Promise<Response> {
  const worker = await site.mf.getWorker('partner-sandbox');
  return worker.fetch(
    `https://partner-sandbox.internal/mechmate${path}`,
    init as never,
  ) as unknown as Promise<Response>;
}

async function refusal(res: Response): Promise<{ status: number; message: string }> {
  return { status: res.status, message: mechmateRefusalSchema.parse(await res.json()).message };
}

const stockholm = { latitude: 59.3293, longitude: 18.0686 };
const kiruna = { latitude: 67.8558, longitude: 20.2253 };

function streamPath(regNo: string, place = stockholm, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    regNo,
    serviceOfferings: 'oilservice,wheelchange',
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    ...extra,
  });
  return `/departments/closestAvailable?${query.toString()}`;
}

interface Received {
  /** Each read's text, with the time it arrived (ms since the request). */
  chunks: Array<{ text: string; at: number }>;
  text: string;
}

async function readStream(res: Response): Promise<Received> {
  const started = performance.now();
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: Received['chunks'] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push({ text: decoder.decode(value, { stream: true }), at: performance.now() - started });
  }
  return { chunks, text: chunks.map((chunk) => chunk.text).join('') };
}

/** When each complete message of the stream arrived (ms since the request). */
function messageArrivals(received: Received): number[] {
  const arrivals: number[] = [];
  let text = '';
  for (const chunk of received.chunks) {
    text += chunk.text;
    const complete = text.split('\n\n').length - 1;
    while (arrivals.length < complete) arrivals.push(chunk.at);
  }
  return arrivals;
}

/** The stream's complete messages (`data: <JSON>` then a blank line), parsed by the contract. */
function messagesOf(text: string) {
  return text
    .split('\n\n')
    .filter((block, i, all) => i < all.length - 1 && block !== '')
    .map((block) => workshopStreamMessageSchema.parse(JSON.parse(block.replace(/^data: /, ''))));
}

const sitesOf = (text: string) =>
  messagesOf(text).filter((message): message is WorkshopSite => 'departmentId' in message);

describe('sandbox Mechmate: car lookup, services, add-ons, brands', () => {
  it('answers each fixture plate with its car', async () => {
    const cars = await Promise.all(
      ['ABC123', 'DEF456', 'BMW123', 'NOADD1', 'SRVERR', 'STRERR', 'CUTCUT'].map(async (plate) => {
        const res = await partner(`/car/${plate}`);
        expect(res.status).toBe(200);
        return carSchema.parse(await res.json());
      }),
    );
    expect(cars[0]).toMatchObject({ brand: 'Volvo', model: 'XC60', hasServiceAgreement: true });
    expect(cars[1]).toMatchObject({ brand: 'Kia', model: 'Ceed', buildYear: 2021 });
    expect(cars[2]).toMatchObject({ brand: 'BMW', isSupported: false });
    expect(cars.filter((car) => car.isSupported)).toHaveLength(6);
  });

  it('refuses ERR999 with a 400, an unknown plate with a 404 and a malformed one with a 400', async () => {
    expect((await refusal(await partner('/car/ERR999'))).status).toBe(400);
    expect(await refusal(await partner('/car/XYZ987'))).toEqual({
      status: 404,
      message: 'Vi hittar inget fordon med registreringsnummer XYZ987',
    });
    expect((await refusal(await partner('/car/AB-12'))).status).toBe(400);
  });

  it('answers services for the place, 500 for SRVERR and 400 without a place', async () => {
    const res = await partner('/services/ABC123?lat=59.33&lng=18.06');
    expect(res.status).toBe(200);
    const { serviceOfferingCategories } = offeringsAnswerSchema.parse(await res.json());
    const offerings = serviceOfferingCategories.flatMap((category) => category.offerings);
    expect(offerings.some((offering) => offering.priceDiscount !== null)).toBe(true);
    expect((await refusal(await partner('/services/SRVERR?lat=59.33&lng=18.06'))).status).toBe(500);
    expect((await refusal(await partner('/services/ABC123'))).status).toBe(400);
  });

  it('answers add-ons with a pick-one group, and none for NOADD1', async () => {
    const addons = offeringsAnswerSchema.parse(
      await (await partner('/addons/ABC123?lat=59.33&lng=18.06')).json(),
    );
    expect(addons.serviceOfferingCategories.some((c) => c.selectionType !== null)).toBe(true);
    const none = await partner('/addons/NOADD1?lat=59.33&lng=18.06');
    expect(await none.json()).toEqual({ serviceOfferingCategories: [] });
  });

  it('has authorised workshops for Volvo and Kia, not for BMW', async () => {
    const hasBrand = async (brand: string) =>
      ((await (await partner(`/authorized-workshop/${brand}`)).json()) as { hasBrand: boolean })
        .hasBrand;
    expect(await hasBrand('Volvo')).toBe(true);
    expect(await hasBrand('Kia')).toBe(true);
    expect(await hasBrand('Mercedes-Benz')).toBe(true);
    expect(await hasBrand('BMW')).toBe(false);
  });
});

describe('sandbox Mechmate: the workshop stream', () => {
  it('streams every workshop within reach nearest first, one message at a time, then closes', async () => {
    const res = await partner(streamPath('ABC123'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const received = await readStream(res);
    const sites = sitesOf(received.text);
    expect(sites.length).toBeGreaterThan(5);
    const km = sites.map((workshop) => distanceKm(stockholm, workshop));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // Each message as it arrived: the first reached us while the partner still had the rest to
    // send (the last is sent 300 ms after the one before it, so the first came at least that early).
    const arrivals = messageArrivals(received);
    expect(arrivals).toHaveLength(sites.length);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(300);
  });

  it('continues after the cursor', async () => {
    const all = sitesOf((await readStream(await partner(streamPath('DEF456')))).text);
    const rest = sitesOf(
      (
        await readStream(
          await partner(streamPath('DEF456', stockholm, { cursor: all[4]!.departmentId })),
        )
      ).text,
    );
    expect(rest.map((s) => s.departmentId)).toEqual(all.slice(5).map((s) => s.departmentId));
  });

  it('sorts by the first free time when asked', async () => {
    const sites = sitesOf(
      (await readStream(await partner(streamPath('DEF456', stockholm, { sort: 'firstAvailable' }))))
        .text,
    );
    const slots = sites.map((workshop) => workshop.firstTimeSlot ?? '9999');
    expect(slots).toEqual([...slots].sort());
  });

  it('says nosites for Kiruna', async () => {
    const received = await readStream(await partner(streamPath('ABC123', kiruna)));
    expect(received.text).toBe('data: {"nosites":true}\n\n');
  });

  it('sends one site and then a line that is not JSON for STRERR', async () => {
    const { text } = await readStream(await partner(streamPath('STRERR')));
    const [first, garbage, ...rest] = text.split('\n\n');
    expect(
      workshopStreamMessageSchema.parse(JSON.parse(first!.replace(/^data: /, ''))),
    ).toHaveProperty('departmentId');
    expect(garbage).toBe('data: not json');
    expect(rest).toEqual(['']);
  });

  it('sends two sites and then ends mid-message for CUTCUT', async () => {
    const { text } = await readStream(await partner(streamPath('CUTCUT')));
    expect(sitesOf(text)).toHaveLength(2);
    const tail = text.split('\n\n').at(-1)!;
    expect(tail.startsWith('data: {')).toBe(true);
    expect(() => JSON.parse(tail.replace(/^data: /, ''))).toThrow();
  });

  it('refuses an unknown car, a BMW and a cursor it never sent before streaming', async () => {
    expect((await partner(streamPath('XYZ987'))).status).toBe(404);
    expect((await partner(streamPath('BMW123'))).status).toBe(400);
    expect(
      (await partner(streamPath('ABC123', stockholm, { cursor: 'verkstad-okand' }))).status,
    ).toBe(400);
  });
});

const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

async function calendar(
  departmentId: string,
  from = today,
  plate = 'ABC123',
): Promise<TimeSlotDay[]> {
  const res = await partner(
    `/timeslots/from/${plate}/${departmentId}/${from}T00:00:00/?serviceOfferings=oilservice`,
  );
  expect(res.status).toBe(200);
  return timeSlotsAnswerSchema.parse(await res.json());
}

describe('sandbox Mechmate: calendars', () => {
  it('answers 28 days from the date, none before today', async () => {
    const days = await calendar('verkstad-volvo-uppsala', '2020-01-06');
    expect(days).toHaveLength(28);
    expect(days[0]!.date).toBe('2020-01-06');
    expect(days.every((day) => day.availableSlots.length === 0 && !day.allDaySlotAvailable)).toBe(
      true,
    );
    const ahead = await calendar('verkstad-volvo-uppsala');
    expect(ahead.some((day) => day.availableSlots.length > 0)).toBe(true);
    // The date's colons may come percent-encoded, as a client encoding the segment sends them.
    const encoded = await partner(
      `/timeslots/from/ABC123/verkstad-volvo-uppsala/${today}T00%3A00%3A00/?serviceOfferings=oilservice`,
    );
    expect(await encoded.json()).toEqual(ahead);
  });

  it('refuses an unknown workshop and a date that is not midnight', async () => {
    expect(
      (
        await partner(
          '/timeslots/from/ABC123/verkstad-okand/2027-01-11T00:00:00/?serviceOfferings=oilservice',
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await partner(
          '/timeslots/from/ABC123/verkstad-volvo-uppsala/2027-01-11T08:00:00/?serviceOfferings=oilservice',
        )
      ).status,
    ).toBe(400);
  });
});

describe('sandbox Mechmate: bookings', () => {
  const departmentId = 'verkstad-toyota-malmo';
  let bookingNumber = 0;

  function bookingFor(timeSlot: string, isFullDay = false, plate = 'DEF456') {
    bookingNumber += 1;
    return {
      customer: {
        firstName: 'Anna',
        lastName: `Svensson ${bookingNumber}`,
        phone: '+46 70 123 45 67',
        email: 'anna.svensson@example.se',
      },
      freeText: '',
      departmentId,
      timeSlot,
      isFullDay,
      registrationNumber: plate,
      mileage: 1,
      serviceOfferingRequests: [
        { kobraId: 'wheelchange', unitsSelected: 1, userInput: null },
        { kobraId: 'tyrefitting', unitsSelected: 4, userInput: null },
      ],
    };
  }

  const book = (body: unknown, key?: string) =>
    partner('/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });

  async function freeSlots(): Promise<{ timed: string[]; fullDays: string[] }> {
    const days = await calendar(departmentId, today, 'DEF456');
    return {
      timed: days.flatMap((day) => day.availableSlots.map((slot) => `${day.date}T${slot}:00`)),
      fullDays: days.filter((day) => day.allDaySlotAvailable).map((day) => `${day.date}T08:00:00`),
    };
  }

  async function bookingsOf(plate: string): Promise<Array<{ id: string }>> {
    return (await (await partner(`/bookings?registrationNumber=${plate}`)).json()) as Array<{
      id: string;
    }>;
  }

  it('books a free slot, lists the booking and takes the slot off the calendar', async () => {
    const [slot] = (await freeSlots()).timed;
    const res = await book(bookingFor(slot!), crypto.randomUUID());
    expect(res.status).toBe(200);
    const answer = bookingAnswerSchema.parse(await res.json());
    expect(answer).toMatchObject({
      registrationNumber: 'DEF456',
      kobraProductIds: ['wheelchange', 'tyrefitting'],
    });
    expect((await bookingsOf('DEF456')).map((b) => b.id)).toContain(answer.id);
    expect((await freeSlots()).timed).not.toContain(slot);
  });

  it('refuses a slot just taken with 409 and the message the flow shows', async () => {
    const [slot] = (await freeSlots()).timed;
    expect((await book(bookingFor(slot!), crypto.randomUUID())).status).toBe(200);
    expect(await refusal(await book(bookingFor(slot!), crypto.randomUUID()))).toEqual({
      status: 409,
      message: 'Tiden är tyvärr inte längre ledig. Välj en annan tid.',
    });
  });

  it('books a full day at 08:00', async () => {
    const [fullDay] = (await freeSlots()).fullDays;
    expect((await book(bookingFor(fullDay!, true), crypto.randomUUID())).status).toBe(200);
    expect((await freeSlots()).fullDays).not.toContain(fullDay);
  });

  it('answers a repeated Idempotency-Key with its first booking and books once', async () => {
    const [slot] = (await freeSlots()).timed;
    const body = bookingFor(slot!, false, 'NOADD1');
    const key = crypto.randomUUID();
    const answers = await Promise.all([book(body, key), book(body, key)]);
    const again = await book(body, key);
    const ids = await Promise.all(
      [...answers, again].map(async (res) => {
        expect(res.status).toBe(200);
        return bookingAnswerSchema.parse(await res.json()).id;
      }),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await bookingsOf('NOADD1')).toHaveLength(1);
    expect((await book(bookingFor(slot!, false, 'NOADD1'), key)).status).toBe(422);
  });

  it('refuses a body off the contract, services the car is not offered, and an unsupported car', async () => {
    const [slot] = (await freeSlots()).timed;
    expect((await refusal(await book({ ...bookingFor(slot!), customer: {} }))).status).toBe(400);
    const unavailable = {
      ...bookingFor(slot!),
      serviceOfferingRequests: [{ kobraId: 'originalservice', unitsSelected: 1, userInput: null }],
    };
    expect((await refusal(await book(unavailable))).status).toBe(400);
    expect((await refusal(await book(bookingFor(slot!, false, 'BMW123')))).status).toBe(400);
    expect((await freeSlots()).timed).toContain(slot);
  });
});
