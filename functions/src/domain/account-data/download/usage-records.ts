import { type RunUsage, totalTokens } from '@quarry/contracts/usage';
import { isCopiedRun } from '../../reports/runs/counted-runs';
import type { RunRecord } from '../../reports/runs/run-record';
import { type ExportOut, writeJson } from './export-out';

interface RunRow {
  executionId: string;
  createdAt: string;
  status: string;
  calls: number;
  tokens: number;
  estimatedCostUsd: number;
  byModel: RunUsage['byModel'];
}

/**
 * usage.json: the person's model use and its estimated cost, run by run and month by month (UTC),
 * counted as analytics counts it: a shared chat answer's copy is no run of its own.
 */
export class UsageTally {
  private readonly runs: RunRow[] = [];

  add(executionId: string, doc: RunRecord): void {
    const usage = doc.completion?.usage as RunUsage | undefined;
    if (!usage || isCopiedRun(doc)) return;
    const models = Object.values(usage.byModel);
    this.runs.push({
      executionId,
      createdAt: doc.createdAt,
      status: doc.executionStatus,
      calls: models.reduce((sum, t) => sum + t.calls, 0),
      tokens: models.reduce((sum, t) => sum + totalTokens(t), 0),
      estimatedCostUsd: usage.estimatedCostUsd,
      byModel: usage.byModel,
    });
  }

  async write(out: Pick<ExportOut, 'zip'>): Promise<void> {
    const months = new Map<
      string,
      { month: string; runs: number; tokens: number; estimatedCostUsd: number }
    >();
    for (const run of this.runs) {
      const key = run.createdAt.slice(0, 7);
      const month = months.get(key) ?? { month: key, runs: 0, tokens: 0, estimatedCostUsd: 0 };
      month.runs += 1;
      month.tokens += run.tokens;
      month.estimatedCostUsd += run.estimatedCostUsd;
      months.set(key, month);
    }
    const byMonth = [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
    await writeJson(out, 'usage.json', {
      currency: 'USD',
      byMonth: byMonth.map((m) => ({ ...m, estimatedCostUsd: Math.round(m.estimatedCostUsd * 1e6) / 1e6 })),
      byRun: this.runs,
    });
  }
}
