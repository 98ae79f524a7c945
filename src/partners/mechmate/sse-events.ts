/** What a server-sent event stream's text holds, as it completes: an event's data, or garbage. */
export type SseItem = { kind: 'data'; data: string } | { kind: 'garbage'; line: string };

/** The fields of the format besides `data` that a stream may carry; their values are not read. */
const knownFields = new Set(['event', 'id', 'retry']);

/**
 * Reads a server-sent event stream's text chunk by chunk (the WHATWG format: lines, `field:
 * value`, comments starting with `:`, a blank line ending an event), so each event passes on the
 * moment its blank line arrives. A line of no known field is garbage, which the standard would
 * skip: a partner that sends one is not speaking the format, and its next line cannot be trusted.
 */
export class SseEvents {
  #pending = '';
  #data: string[] = [];
  /** The last chunk ended in \r: a \n starting the next one belongs to that line end. */
  #afterCr = false;

  /** The items the chunk completes, in order; a line cut between chunks waits for its end. */
  push(chunk: string): SseItem[] {
    const text = this.#afterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
    this.#afterCr = text.endsWith('\r');
    const lines = (this.#pending + text).split(/\r\n|\n|\r/);
    // The last piece has no line end yet: it waits for the rest of its line.
    this.#pending = lines.pop() ?? '';
    const items: SseItem[] = [];
    for (const line of lines) {
      const item = this.#line(line);
      if (item) items.push(item);
    }
    return items;
  }

  /** Whether the text so far ends between events: nothing half-sent is held back. */
  get atBoundary(): boolean {
    return this.#pending === '' && this.#data.length === 0;
  }

  #line(line: string): SseItem | undefined {
    if (line === '') {
      if (this.#data.length === 0) return undefined;
      const data = this.#data.join('\n');
      this.#data = [];
      return { kind: 'data', data };
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') this.#data.push(value);
    else if (!knownFields.has(field)) return { kind: 'garbage', line };
    return undefined;
  }
}
