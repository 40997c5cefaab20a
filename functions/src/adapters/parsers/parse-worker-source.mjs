// The parsing thread run from sources (npm start, the tests, the bench): TypeScript through tsx,
// whatever the process that starts the thread was run with. The deployed bundle starts the built
// thread instead.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
