import { describe, expect, it } from 'vitest';
import { SseEvents } from '#src/partners/mechmate/sse-events.ts';

describe('SseEvents', () => {
  it('gives an event the moment its blank line arrives, however the text is cut', () => {
    const events = new SseEvents();
    expect(events.push('data: {"a"')).toEqual([]);
    expect(events.push(':1}\n')).toEqual([]);
    expect(events.atBoundary).toBe(false);
    expect(events.push('\ndata: 2\n\n')).toEqual([
      { kind: 'data', data: '{"a":1}' },
      { kind: 'data', data: '2' },
    ]);
    expect(events.atBoundary).toBe(true);
  });

  it('reads CRLF and CR line ends, also split between chunks', () => {
    const events = new SseEvents();
    expect(events.push('data: 1\r')).toEqual([]);
    expect(events.push('\n\r\ndata: 2\r\r')).toEqual([
      { kind: 'data', data: '1' },
      { kind: 'data', data: '2' },
    ]);
  });

  it('skips comments and the fields it does not read, and joins data lines', () => {
    const events = new SseEvents();
    expect(
      events.push(': keepalive\n\nevent: site\nid: 7\nretry: 10\ndata: a\ndata:b\n\n'),
    ).toEqual([{ kind: 'data', data: 'a\nb' }]);
  });

  it('calls a line of no known field garbage', () => {
    const events = new SseEvents();
    expect(events.push('data: 1\n\nnot json\n')).toEqual([
      { kind: 'data', data: '1' },
      { kind: 'garbage', line: 'not json' },
    ]);
  });

  it('is not at a boundary while a line or an event is half sent', () => {
    const events = new SseEvents();
    events.push('data: {"departmentId":"d3","si');
    expect(events.atBoundary).toBe(false);
    const complete = new SseEvents();
    complete.push('data: 1\n');
    expect(complete.atBoundary).toBe(false);
  });
});
