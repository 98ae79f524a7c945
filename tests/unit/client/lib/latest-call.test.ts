import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#client/lib/api-call.ts';
import { LatestCall, superseded } from '#client/lib/latest-call.ts';

describe('LatestCall', () => {
  it('drops the answer of a call a newer one superseded, and aborts it', async () => {
    const latest = new LatestCall();
    const signals: AbortSignal[] = [];
    let releaseFirst!: (value: string) => void;
    const first = latest.run(
      (signal) =>
        new Promise<string>((resolve) => {
          signals.push(signal);
          releaseFirst = resolve;
        }),
    );
    const second = latest.run(async (signal) => {
      signals.push(signal);
      return 'new';
    });
    releaseFirst('old');
    expect(await first).toBe(superseded);
    expect(await second).toBe('new');
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it("drops a superseded call's error but passes on the current call's error", async () => {
    const latest = new LatestCall();
    const first = latest.run(
      (signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    const second = latest.run(async () => {
      throw new ApiCallError('search answered 500', 500);
    });
    expect(await first).toBe(superseded);
    await expect(second).rejects.toMatchObject({ status: 500 });
  });

  it('cancel supersedes the running call', async () => {
    const latest = new LatestCall();
    const running = latest.run(
      (signal) => new Promise((resolve) => signal.addEventListener('abort', resolve)),
    );
    latest.cancel();
    expect(await running).toBe(superseded);
  });
});
