import path from 'node:path';
import { workingDrive } from './drive/working-drive';
import { startEmulators } from './server';

/** `npm run emulators`: the emulators alone, on EMULATORS_PORT (default 9100). */
const stateDir = path.resolve(process.env.EMULATORS_STATE_DIR ?? '.data/emulators');
const running = await startEmulators({
  port: Number(process.env.EMULATORS_PORT ?? 9100),
  // QUARRY_DRIVE_DIR serves that folder itself (tests and benches edit it on disk); otherwise a
  // working copy of the sample drives, or of QUARRY_DRIVE_SAMPLE, so nothing Quarry writes to Drive
  // (a report saved as a Google Doc) lands in the checkout.
  driveDir: process.env.QUARRY_DRIVE_DIR
    ? path.resolve(process.env.QUARRY_DRIVE_DIR)
    : process.env.QUARRY_DRIVE_SAMPLE
      ? workingDrive(
          stateDir,
          path.resolve(process.env.QUARRY_DRIVE_SAMPLE),
          // A working copy per sample: the default one (the main sample drive) stays as it was.
          `drive-${path.basename(process.env.QUARRY_DRIVE_SAMPLE)}`,
        )
      : workingDrive(stateDir),
  stateDir,
});
console.log(`Quarry emulators listening on ${running.url} (mailbox: ${running.url}/mailbox)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.stop().then(() => process.exit(0));
  });
}
