import path from 'node:path';
import { startEmulators } from './server';

/** `npm run emulators`: the emulators alone, on EMULATORS_PORT (default 9100). */
const running = await startEmulators({
  port: Number(process.env.EMULATORS_PORT ?? 9100),
  driveDir: process.env.QUARRY_DRIVE_DIR ? path.resolve(process.env.QUARRY_DRIVE_DIR) : undefined,
  stateDir: path.resolve(process.env.EMULATORS_STATE_DIR ?? '.data/emulators'),
});
console.log(`Quarry emulators listening on ${running.url} (mailbox: ${running.url}/mailbox)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.stop().then(() => process.exit(0));
  });
}
