import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only cleans up by itself when vitest globals are on; ours are off.
// Each test starts with empty local storage too: what one test's screen remembered (the
// once-per-sign-in 'Encryption Active', say) must not change the next test's screen.
afterEach(() => {
  cleanup();
  // A question box's draft (lib/drafts.ts) must not carry into the next test's box.
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.startsWith('quarry.draft:')) window.sessionStorage.removeItem(key);
  }
  localStorage.clear();
});

// jsdom has no layout: Radix measures controls (Slider, Switch, Checkbox) with ResizeObserver and
// Select captures the pointer and scrolls its list. These stand-ins do nothing, as a real browser
// would when nothing moves.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
// jsdom reports window.scrollTo as not implemented; every page change calls it (app/page-top.tsx).
window.scrollTo = () => {};

// The web streams a run's events arrive on. Under a vm pool the test's global is jsdom's window
// alone, which has none; Node's are the ones its fetch and Response use.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
});
