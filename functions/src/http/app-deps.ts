import type { Config } from '../config';
import type { Logger } from '../log';
import type { DocumentStore } from '../ports/document-store.port';

/** Everything the HTTP app needs, built once per mode by composition.ts (or by a test). */
export interface AppDeps {
  config: Config;
  store: DocumentStore;
  log: Logger;
}
