// The partner's server-sent events as it sends them: `data: <JSON>` messages with no event name,
// each one a searching partner's 300 ms after the one before, then the end of the connection.

/** The pause before each message (the first too: the partner searches before it answers). */
export const messageIntervalMs = 300;

/** One `data:` message of the stream. */
export function dataMessage(value: unknown): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

/**
 * A body that sends each chunk after a pause and then closes; a reader that goes away cancels the
 * rest (the pending pause included), as a closed connection stops a real partner's stream.
 */
export function pacedStream(
  chunks: readonly string[],
  intervalMs = messageIntervalMs,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, intervalMs);
        });
        if (cancelled) return;
        const chunk = chunks[next++];
        if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
        if (next >= chunks.length) controller.close();
      },
      cancel() {
        cancelled = true;
        clearTimeout(timer);
        wake?.();
      },
    },
    { highWaterMark: 0 },
  );
}

/** The stream as an answer: `text/event-stream`, never cached. */
export function eventStreamResponse(chunks: readonly string[]): Response {
  return new Response(pacedStream(chunks), {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    },
  });
}
