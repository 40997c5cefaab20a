/** Checks `condition` until it holds; fails naming `what` after `tries` checks, `everyMs` apart. */
export async function until(
  what: string,
  condition: () => Promise<boolean>,
  { tries = 300, everyMs = 100 }: { tries?: number; everyMs?: number } = {},
): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`Gave up waiting for ${what}`);
}
