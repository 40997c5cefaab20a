/**
 * The cost cap's say over reading (docs/architecture/reading-economy.md, docs/decisions/reading-economy.md): before each extraction call (one
 * document, one chunk of a large one, or a pack of small ones) the run asks its budget whether the
 * call may go. A refused call is not made: each document it would have carried ends 'failed' with
 * the budget's reason (the report's coverage then says which documents were not read and why), and
 * reading goes on only while calls are admitted.
 */
export interface PlannedCall {
  /** Documents the call carries (1 for a single document or a chunk of one). */
  documents: number;
  /** Characters of document text the call carries (the instructions and question are the budget's to add). */
  inputChars: number;
}

/**
 * An admitted call's `done` is told once the call is answered or given up: calls admitted at once
 * (several documents are read at a time) each hold their worst case until their cost is recorded.
 */
export type Admission =
  | { admitted: true; done?: () => void }
  /**
   * Refused. With `wait`, the refusal may turn once calls in flight are answered (their cost is then
   * known): the caller waits for it and asks again.
   */
  | { admitted: false; reason: string; wait?: Promise<void> };

export interface ReadingBudget {
  /** Whether this call may be made without the run's recorded cost passing its cap. */
  admit(call: PlannedCall): Admission;
}

/** No cap: every call is admitted. */
export const UNCAPPED: ReadingBudget = { admit: () => ({ admitted: true }) };

/**
 * The budget's final word on a call: a refusal that may turn once calls in flight are answered
 * (`wait`) is asked again then. Aborting `signal` (Stop, a lost lease) ends the wait.
 */
export async function finalAdmission(
  budget: ReadingBudget,
  call: PlannedCall,
  signal?: AbortSignal,
): Promise<Admission> {
  let admission = budget.admit(call);
  while (!admission.admitted && admission.wait) {
    await admission.wait;
    signal?.throwIfAborted();
    admission = budget.admit(call);
  }
  return admission;
}
