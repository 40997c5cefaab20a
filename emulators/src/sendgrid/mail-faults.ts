/** Sends that will fail next (test control), each with the status SendGrid would answer. */
export class MailFaults {
  private readonly queue: number[] = [];

  add(count: number, status: number): void {
    for (let i = 0; i < count; i++) this.queue.push(status);
  }

  /** The status the next send fails with, or undefined when it goes through. */
  take(): number | undefined {
    return this.queue.shift();
  }

  remaining(): number {
    return this.queue.length;
  }

  clear(): void {
    this.queue.length = 0;
  }
}
