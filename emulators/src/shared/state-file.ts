import fs from 'node:fs';
import path from 'node:path';

/**
 * Emulator state that must survive a restart of `npm start` (issued tokens' revocations, Stripe
 * objects, the mailbox). With no directory (tests) the state lives in memory only.
 */
export class StateFile<T> {
  private value: T;
  private readonly file: string | undefined;

  constructor(stateDir: string | undefined, name: string, initial: () => T) {
    this.file = stateDir ? path.join(stateDir, `${name}.json`) : undefined;
    this.value = initial();
    if (this.file && fs.existsSync(this.file)) {
      this.value = JSON.parse(fs.readFileSync(this.file, 'utf8')) as T;
    }
  }

  get(): T {
    return this.value;
  }

  /** Changes the state and writes it through (atomically: temp file then rename). */
  update(change: (state: T) => void): void {
    change(this.value);
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(this.value));
    fs.renameSync(temp, this.file);
  }
}
