import { describe, expect, it } from 'vitest';
import { KeyedOnce } from '#src/partners/keyed-once.ts';
import type { DurableObjectState } from '#src/platform.ts';

// The exactly-once rule of the keyed Durable Objects, over an in-memory stand-in of the object's
// storage (the worker tests run it in the real objects: lead-forms, mechmate-proxy).

type Outcome = 'sent' | 'failed';

function memoryStorage() {
  const values = new Map<string, unknown>();
  let alarm: number | null = null;
  const storage = {
    get: async (key: string) => values.get(key),
    put: async (key: string, value: unknown) => void values.set(key, value),
    setAlarm: async (at: number) => void (alarm = at),
    deleteAll: async () => values.clear(),
  };
  return {
    storage: storage as unknown as DurableObjectState['storage'],
    alarm: () => alarm,
  };
}

/** Work whose end the test decides, counting its runs. */
function controlledWork() {
  let runs = 0;
  const ends: Array<(outcome: Outcome) => void> = [];
  return {
    runs: () => runs,
    work: () => {
      runs += 1;
      return new Promise<Outcome>((resolve) => ends.push(resolve));
    },
    end: (outcome: Outcome) => ends.shift()!(outcome),
  };
}

const hour = 60 * 60 * 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const once = (storage = memoryStorage().storage) =>
  new KeyedOnce<Outcome>(storage, 48 * hour, (o) => o === 'sent');

describe('KeyedOnce', () => {
  it('runs the work once for requests with one payload arriving together', async () => {
    const key = once();
    const work = controlledWork();
    const answers = Promise.all([key.run('a', work.work), key.run('a', work.work)]);
    await settle();
    work.end('sent');
    expect(await answers).toEqual([
      { outcome: 'sent', replayed: false },
      { outcome: 'sent', replayed: true },
    ]);
    expect(work.runs()).toBe(1);
  });

  it('answers a later request from the kept outcome, and another payload with a conflict', async () => {
    const { storage, alarm } = memoryStorage();
    const key = once(storage);
    expect(await key.run('a', async () => 'sent')).toEqual({ outcome: 'sent', replayed: false });
    expect(alarm()).toBeGreaterThan(Date.now() + 47 * hour);
    const again = controlledWork();
    expect(await key.run('a', again.work)).toEqual({ outcome: 'sent', replayed: true });
    expect(await key.run('b', again.work)).toEqual({ conflict: true });
    expect(again.runs()).toBe(0);
  });

  it('keeps no outcome that is not final: the next request runs the work again', async () => {
    const key = once();
    expect(await key.run('a', async () => 'failed')).toEqual({
      outcome: 'failed',
      replayed: false,
    });
    expect(await key.run('b', async () => 'sent')).toEqual({ outcome: 'sent', replayed: false });
  });

  it('lets another payload wait for the running work and conflict only if that was final', async () => {
    const key = once();
    const work = controlledWork();
    const first = key.run('a', work.work);
    await settle();
    const other = key.run('b', work.work);
    await settle();
    expect(work.runs()).toBe(1);
    work.end('failed');
    await settle();
    work.end('sent');
    expect(await first).toEqual({ outcome: 'failed', replayed: false });
    expect(await other).toEqual({ outcome: 'sent', replayed: false });
    expect(await key.run('a', work.work)).toEqual({ conflict: true });
  });

  it('forgets the key when its time is over', async () => {
    const key = once();
    await key.run('a', async () => 'sent');
    await key.forget();
    expect(await key.run('b', async () => 'sent')).toEqual({ outcome: 'sent', replayed: false });
  });
});
