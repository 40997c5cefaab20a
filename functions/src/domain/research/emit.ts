import type { StreamEvent } from '@quarry/contracts/research';

/** Where a run tells its progress: the stream, the run's event log, or nowhere. */
export type Emit = (event: StreamEvent) => void;
