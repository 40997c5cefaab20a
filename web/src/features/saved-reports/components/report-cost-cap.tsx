import type { SavedReport } from '@quarry/contracts/reports';
import { ReportCostCapUsd } from '@quarry/contracts/user';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUpdateReportCostCap } from '../api/update-report-cost-cap';

type Choice = 'preference' | 'none' | 'own';

function choiceOf(cap: SavedReport['costCap']): Choice {
  return typeof cap === 'number' ? 'own' : (cap ?? 'preference');
}

/** A saved report's own cost cap (docs/architecture/reading-economy.md): the settings' cap, none, or an amount of its own. */
export function ReportCostCap({ report }: { report: SavedReport }) {
  const update = useUpdateReportCostCap();
  const [choice, setChoice] = useState<Choice>(choiceOf(report.costCap));
  const [amount, setAmount] = useState(typeof report.costCap === 'number' ? String(report.costCap) : '');
  const id = useId();
  const parsed = ReportCostCapUsd.safeParse(Number(amount));
  const amountOk = /^\d+(\.\d{1,2})?$/.test(amount.trim()) && parsed.success;
  const save = () =>
    update.mutate({
      reportId: report.id,
      costCap: choice === 'own' ? Number(amount) : choice,
    });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">Cost cap</legend>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label="Cost cap"
          className="h-9 rounded-md border bg-background px-2"
          value={choice}
          onChange={(event) => setChoice(event.target.value as Choice)}
        >
          <option value="preference">The cap in my settings</option>
          <option value="none">No cap</option>
          <option value="own">Its own cap</option>
        </select>
        {choice === 'own' && (
          <>
            <label htmlFor={id} className="sr-only">
              Cost cap for this report (USD)
            </label>
            <Input
              id={id}
              inputMode="decimal"
              placeholder="e.g. 2.00"
              className="max-w-28"
              value={amount}
              aria-invalid={amount !== '' && !amountOk}
              onChange={(event) => setAmount(event.target.value)}
            />
          </>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending || (choice === 'own' && !amountOk)}
          onClick={save}
        >
          Save Cap
        </Button>
      </div>
      {choice === 'own' && amount !== '' && !amountOk && (
        <p className="text-destructive">Enter an amount from 0.01 to 10000 dollars</p>
      )}
    </fieldset>
  );
}
