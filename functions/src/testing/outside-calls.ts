import { type MockInstance, vi } from 'vitest';

function methodNames(service: object): string[] {
  const names = new Set<string>();
  for (let proto = Object.getPrototypeOf(service); proto && proto !== Object.prototype; ) {
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') names.add(name);
    proto = Object.getPrototypeOf(proto);
  }
  for (const name of Object.keys(service)) names.add(name);
  return [...names].filter((name) => typeof (service as Record<string, unknown>)[name] === 'function');
}

/**
 * Counts calls into the app's own adapters (Gemini, Google sign-in, Drive, mail, bot check, billing,
 * the run queue) while letting them through, so a test can say a request never got that far.
 */
export function watchOutsideCalls(services: Record<string, object>) {
  const spies: [string, MockInstance][] = [];
  for (const [label, service] of Object.entries(services)) {
    for (const name of methodNames(service)) {
      spies.push([`${label}.${name}`, vi.spyOn(service as Record<string, () => unknown>, name)]);
    }
  }
  return {
    /** `service.method` -> calls so far, listing only methods that were called. */
    calls: (): Record<string, number> =>
      Object.fromEntries(
        spies
          .filter(([, spy]) => spy.mock.calls.length > 0)
          .map(([key, spy]) => [key, spy.mock.calls.length]),
      ),
    reset: () => {
      for (const [, spy] of spies) spy.mockClear();
    },
    restore: () => {
      for (const [, spy] of spies) spy.mockRestore();
    },
  };
}
