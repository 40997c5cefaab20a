import type { ServerResponse } from 'node:http';

/** What a call learns at the gate: go on, its client left while it waited, or the hold was reset. */
export type Admission = 'go' | 'gone' | 'dropped';

export interface HoldStatus {
  holding: boolean;
  /** Calls waiting at the gate now. */
  held: number;
  /** Calls still let through before holding starts (0 once it has, or when not holding). */
  remaining: number;
  /** Held calls whose client went away before they were released. */
  abandoned: number;
}

interface Waiter {
  res: ServerResponse;
  settle: (admission: Admission) => void;
}

/** The client closed the connection, so nothing written now would reach it. */
export function clientGone(res: ServerResponse): boolean {
  return res.destroyed || res.socket?.destroyed === true;
}

/**
 * Freezes a service at a chosen point, so a crash test can kill the app once it has saved every
 * answer it already got: after `remaining` more calls pass, each call waits here until released.
 * Waiting is a pending promise, so any number of held calls cost the process nothing.
 */
export class HoldGate {
  /** null: not holding. */
  private remaining: number | null = null;
  private waiting: Waiter[] = [];
  private abandoned = 0;

  /** Holds after `afterCalls` more calls; calls already waiting count first, oldest first. */
  hold(afterCalls: number): void {
    this.remaining = afterCalls;
    while (this.remaining > 0 && this.waiting.length > 0) {
      this.remaining -= 1;
      this.letGo(this.waiting[0]!);
    }
  }

  /** Stops holding; waiting calls go on as if they had just arrived. */
  release(): void {
    this.remaining = null;
    for (const waiter of [...this.waiting]) this.letGo(waiter);
  }

  /** Stops holding and turns every waiting call away, so none hangs forever. */
  reset(): void {
    this.remaining = null;
    this.abandoned = 0;
    for (const waiter of [...this.waiting]) waiter.settle('dropped');
  }

  status(): HoldStatus {
    return {
      holding: this.remaining !== null,
      held: this.waiting.length,
      remaining: this.remaining ?? 0,
      abandoned: this.abandoned,
    };
  }

  /** Whether the next call to pass waits (the gate is holding and no passes are left). */
  get closed(): boolean {
    return this.remaining === 0;
  }

  /** Resolves when the call may be answered, at once unless the gate is holding. */
  pass(res: ServerResponse): Promise<Admission> {
    if (this.remaining === null) return Promise.resolve('go');
    if (this.remaining > 0) {
      this.remaining -= 1;
      return Promise.resolve('go');
    }
    return new Promise((resolve) => {
      const onClose = () => {
        this.abandoned += 1;
        waiter.settle('gone');
      };
      const waiter: Waiter = {
        res,
        settle: (admission) => {
          res.off('close', onClose);
          this.waiting = this.waiting.filter((w) => w !== waiter);
          resolve(admission);
        },
      };
      if (clientGone(res)) {
        onClose();
        return;
      }
      res.once('close', onClose);
      this.waiting.push(waiter);
    });
  }

  /** A client that left just before the release (its close not yet seen) is still abandoned. */
  private letGo(waiter: Waiter): void {
    const gone = clientGone(waiter.res);
    if (gone) this.abandoned += 1;
    waiter.settle(gone ? 'gone' : 'go');
  }
}
