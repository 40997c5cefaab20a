import path from 'node:path';
import { registerWithEmulators } from '../emulator-registration';
import { type RunningServer, startServer } from '../server';
import { type EmulatorsProcess, startEmulatorsProcess } from './emulators-process';
import { tempDir } from './temp-dir';

export interface LocalStack {
  app: RunningServer;
  emulators: EmulatorsProcess;
  stop: () => Promise<void>;
}

/** Quarry as `npm start` runs it, on free ports with fresh data: the app in-process, emulators beside it. */
export async function startLocalStack(
  env: { app?: Record<string, string>; emulators?: Record<string, string> } = {},
): Promise<LocalStack> {
  const temp = tempDir('quarry-stack-');
  const emulators = await startEmulatorsProcess({
    EMULATORS_STATE_DIR: path.join(temp.dir, 'emulators'),
    ...env.emulators,
  });
  const app = await startServer({
    env: { PORT: '0', DATA_DIR: path.join(temp.dir, 'app'), EMULATORS_URL: emulators.url, ...env.app },
  });
  await registerWithEmulators(app.config);
  return {
    app,
    emulators,
    stop: async () => {
      await app.stop();
      await emulators.stop();
      temp.remove();
    },
  };
}
