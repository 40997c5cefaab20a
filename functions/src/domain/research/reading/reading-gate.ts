import type { Admission, PlannedCall, ReadingBudget } from '../extraction/reading-budget';

/**
 * A run's budget, remembering its first refusal (docs/architecture/reading-economy.md): once a call is refused, reading
 * stops asking: every later call is refused for the same reason without the budget being asked, so
 * the documents not read all say why.
 */
export class ReadingGate implements ReadingBudget {
  /** Why reading stopped, once a call was refused. */
  refused: string | undefined;

  constructor(private readonly budget: ReadingBudget) {}

  admit(call: PlannedCall): Admission {
    if (this.refused !== undefined) return { admitted: false, reason: this.refused };
    const admission = this.budget.admit(call);
    // A refusal that may turn (calls in flight still to be answered) is not final.
    if (!admission.admitted && !admission.wait) this.refused = admission.reason;
    return admission;
  }
}
