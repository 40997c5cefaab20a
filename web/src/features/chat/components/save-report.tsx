import { REPORT_NAME_MAX_LENGTH, SaveReportRequest } from '@quarry/contracts/reports';
import type { Preferences } from '@quarry/contracts/user';
import { cutAtWord } from '@quarry/contracts/word-cut';
import { BookmarkPlus, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { sentenceResolver } from '@/lib/sentence-resolver';
import { useSaveReport } from '../hooks/use-save-report';
import type { CompletedQuery } from '../utils/completed-query';
import { ReportNameField } from './share-report-fields';

/** The dialog edits only the name; the rest of the request comes from the completed query. */
const ReportNameForm = SaveReportRequest.pick({ reportName: true });

/** The name a report starts with: the question, cut to the longest name allowed. */
// Cut at a whole word (docs/decisions/exports.md): the name becomes the PDF's title and the Google Doc's name.
const suggestedName = (query: string) => cutAtWord(query, REPORT_NAME_MAX_LENGTH);

type SaveReportProps = { completed: CompletedQuery | undefined; preferences: Preferences | undefined };

/** The 'Save Report' button shown after a completed answer, with its name dialog. */
export function SaveReport({ completed, preferences }: SaveReportProps) {
  const { start, save, saving } = useSaveReport(completed, preferences);
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: sentenceResolver(ReportNameForm), defaultValues: { reportName: '' } });

  function onOpen() {
    if (!start()) return;
    form.reset({ reportName: suggestedName(completed?.query ?? '') });
    setOpen(true);
  }

  const onSubmit = form.handleSubmit(async ({ reportName }) => {
    if (await save(reportName)) setOpen(false);
  });

  return (
    <>
      <Button variant="outline" onClick={onOpen}>
        <BookmarkPlus aria-hidden="true" />
        Save Report
      </Button>
      <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
        <DialogContent>
          <Form {...form}>
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
              <DialogHeader>
                <DialogTitle>Save Report</DialogTitle>
                <DialogDescription>
                  Keep this question, its keywords and document choices to run again from your saved reports.
                </DialogDescription>
              </DialogHeader>
              <ReportNameField />
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
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
