import { ReportName } from '@quarry/contracts/reports';
import type { Preferences } from '@quarry/contracts/user';
import { BookmarkPlus, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSaveReport } from '../hooks/use-save-report';
import type { CompletedQuery } from '../utils/completed-query';

const fieldClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

/** The name a report starts with: the question, cut to the longest name allowed. */
const suggestedName = (query: string) => query.trim().slice(0, 100);

type SaveReportProps = { completed: CompletedQuery | undefined; preferences: Preferences | undefined };

/** The 'Save Report' button shown after a completed answer, with its name dialog. */
export function SaveReport({ completed, preferences }: SaveReportProps) {
  const { start, save, saving } = useSaveReport(completed, preferences);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldId = useId();

  function onOpen() {
    if (!start()) return;
    setName(suggestedName(completed?.query ?? ''));
    setProblem(undefined);
    setOpen(true);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = ReportName.safeParse(name);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    if (await save(checked.data)) setOpen(false);
  }

  return (
    <>
      <Button variant="outline" onClick={onOpen}>
        <BookmarkPlus aria-hidden="true" />
        Save Report
      </Button>
      <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
        <DialogContent>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>Save Report</DialogTitle>
              <DialogDescription>
                Keep this question, its keywords and document choices to run again from your saved reports.
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-2">
              <label htmlFor={fieldId} className="text-sm font-medium">
                Report name
              </label>
              <input
                id={fieldId}
                value={name}
                aria-invalid={problem !== undefined}
                aria-describedby={problem ? `${fieldId}-problem` : undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  setProblem(undefined);
                }}
                className={fieldClass}
              />
              {problem && (
                <p id={`${fieldId}-problem`} role="alert" className="text-sm text-destructive">
                  {problem}
                </p>
              )}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" disabled={saving} onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
                Save
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
