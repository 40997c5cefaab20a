import path from 'node:path';
import { workingDrive } from './drive/working-drive';
import { startEmulators } from './server';

/** `npm run emulators`: the emulators alone, on EMULATORS_PORT (default 9100). */
const stateDir = path.resolve(process.env.EMULATORS_STATE_DIR ?? '.data/emulators');
const running = await startEmulators({
  port: Number(process.env.EMULATORS_PORT ?? 9100),
  driveDir: process.env.QUARRY_DRIVE_DIR
    ? path.resolve(process.env.QUARRY_DRIVE_DIR)
    : workingDrive(stateDir),
  stateDir,
});
console.log(`Quarry emulators listening on ${running.url} (mailbox: ${running.url}/mailbox)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.stop().then(() => process.exit(0));
  });
}
