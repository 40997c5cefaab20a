import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_REMOVE_DELAY_MS } from './use-toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('when a second toast is raised, then only the newest one is kept', () => {
    const store = createToastStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second' });
    expect(store.getSnapshot().map((item) => item.title)).toEqual(['Second']);
  });

  it('when a toast is dismissed, then it closes at once and is removed after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const raised = store.toast({ title: 'Saved' });
    raised.dismiss();
    expect(store.getSnapshot()).toMatchObject([{ id: raised.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('when a toast is updated, then its fields change and listeners hear of it', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const raised = store.toast({ title: 'Sending...' });
    raised.update({ title: 'Message Sent!' });
    expect(store.getSnapshot()[0]?.title).toBe('Message Sent!');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('when an outcome shows and a lesser toast follows, then the outcome stays and the lesser one is dropped', () => {
    const store = createToastStore();
    store.toast({ title: 'Report Queued', outcome: true });
    const later = store.toast({ title: 'Session Saved' });
    later.update({ title: 'Changed' });
    later.dismiss();
    expect(store.getSnapshot()).toMatchObject([{ title: 'Report Queued', open: true }]);
  });

  it('when an outcome shows and another outcome or an error follows, then the later one replaces it', () => {
    const store = createToastStore();
    store.toast({ title: 'API Key Validated & Stored', outcome: true });
    store.toast({ title: 'Query Complete', outcome: true });
    expect(store.getSnapshot().map((item) => item.title)).toEqual(['Query Complete']);
    store.toast({ title: 'Save Failed', variant: 'destructive' });
    expect(store.getSnapshot().map((item) => item.title)).toEqual(['Save Failed']);
  });

  it('when the outcome has closed, then a lesser toast shows again', () => {
    const store = createToastStore();
    store.toast({ title: 'Report Queued', outcome: true }).dismiss();
    store.toast({ title: 'Encryption Active' });
    expect(store.getSnapshot()).toMatchObject([{ title: 'Encryption Active', open: true }]);
  });
});
