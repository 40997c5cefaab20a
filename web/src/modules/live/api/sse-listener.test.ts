import { LIVE_EVENTS } from '@quarry/contracts/live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToEvents } from './sse-listener';

/** The browser's EventSource as far as the listener uses it: events are fired by the test. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string, init: MessageEventInit = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, init));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function listen() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  const handlers = { onOpen: vi.fn(), onTopics: vi.fn(), onResync: vi.fn() };
  const stop = listenToEvents('/api/events', handlers);
  return { handlers, stop, source: () => FakeEventSource.opened.at(-1)! };
}

describe('the live channel over server-sent events', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the stream opens, then the page is told once to refetch what it loaded before', () => {
    const { handlers, stop, source } = listen();

    source().fire('open');

    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    stop();
  });

  it('when the browser reopens the stream after a cut, then it resumes by event id and no refetch is asked', () => {
    const { handlers, stop, source } = listen();
    source().fire('open');
    source().fire(LIVE_EVENTS.change, {
      data: JSON.stringify({ topics: ['teams'], at: '2026-11-27T08:00:00Z' }),
      lastEventId: '7',
    });

    source().fire('open');

    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    expect(handlers.onTopics).toHaveBeenCalledWith(['teams']);
    stop();
  });
});
