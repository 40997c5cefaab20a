import fs from 'node:fs';
import path from 'node:path';
import type { BrowserSession } from './browser-session';
import { gemini } from './emulator-controls';
import { type LocalStack, startLocalStack } from './local-stack';
import { readyCreator } from './sign-in-flow';
import { tempDir } from './temp-dir';

const MAYA = 'maya.chen@northwind.test';

/** A local stack over a drive of numbered notes, Maya signed in. */
export interface NotesStack {
  stack: LocalStack;
  maya: BrowserSession;
  /** Turns away calls still held (a failed test's), stops the stack and removes the drive. */
  stop: () => Promise<void>;
}

/**
 * `documents` Markdown notes in Maya's Notes folder, `<name>-<n>.md` holding `text(n)`, and the
 * local stack over them with the app's settings the test needs.
 */
export async function startNotesStack(options: {
  name: string;
  documents: number;
  text: (n: number) => string;
  app: Record<string, string>;
}): Promise<NotesStack> {
  const drive = tempDir(`quarry-${options.name}-drive-`);
  const folder = path.join(drive.dir, MAYA, 'Notes');
  fs.mkdirSync(folder, { recursive: true });
  for (let n = 1; n <= options.documents; n++) {
    fs.writeFileSync(path.join(folder, `${options.name}-${n}.md`), options.text(n));
  }
  const stack = await startLocalStack({ app: options.app, emulators: { QUARRY_DRIVE_DIR: drive.dir } });
  const maya = await readyCreator(stack, MAYA);
  return {
    stack,
    maya,
    stop: async () => {
      await gemini.reset(stack.emulators.url);
      await stack.stop();
      drive.remove();
    },
  };
}
