import type { TokenRegistry } from './tokens';

/** What every emulated service is given: where it lives, where its data is, and shared tokens. */
export interface EmulatorContext {
  /** The emulator's own base URL, e.g. http://127.0.0.1:9100 (for links in pages and payloads). */
  baseUrl: () => string;
  /** Root folder of the sample drives: one subfolder per account e-mail. */
  driveDir: string;
  /** Where state that must survive a restart is kept; undefined keeps it in memory (tests). */
  stateDir: string | undefined;
  tokens: TokenRegistry;
  /** Milliseconds since the epoch; tests may replace it. */
  now: () => number;
}
