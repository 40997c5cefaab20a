import type { Preferences } from '@quarry/contracts/user';
import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useTeams } from '@/modules/account/api/get-teams';
import { ScheduleFields } from '@/modules/sharing/components/schedule-fields';
import { useSubscriptionStatus } from '@/modules/subscription/api/get-subscription-status';
import { SubscriptionBanner } from '@/modules/subscription/components/subscription-banner';
import { useShareReportForm } from '../hooks/use-share-report-form';
import type { CompletedQuery } from '../utils/completed-query';
import { ReportNameField, ShareReportOptions } from './share-report-fields';
import { ShareReportTeams } from './share-report-teams';

/**
 * 'Share Report' after a completed answer (spec part 2 sections 3-5): the chat's query saved and
 * shared with teams the person administers and, or, a new team, ad hoc or on a schedule.
 */
export function ShareReport(props: {
  completed: CompletedQuery | undefined;
  preferences: Preferences | undefined;
  chatSessionId: string | undefined;
}) {
  const { open, setOpen, teamIds, setTeamIds, timeZone, form, sharing, onOpen, onSubmit } =
    useShareReportForm(props);
  const teams = useTeams().data ?? [];
  const status = useSubscriptionStatus().data;
  const createNewTeam = form.watch('createNewTeam');

  return (
    <>
      <Button variant="outline" onClick={onOpen}>
        <Share2 aria-hidden="true" />
        Share Report
      </Button>
      <Dialog open={open} onOpenChange={(next) => !sharing && setOpen(next)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <Form {...form}>
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
              <DialogHeader>
                <DialogTitle>Share Report</DialogTitle>
                <DialogDescription>
                  Save this question as a report and share it with your teams, once or on a schedule.
                </DialogDescription>
              </DialogHeader>
              {status && <SubscriptionBanner status={status} />}
              <ReportNameField />
              <ShareReportTeams
                teams={teams}
                teamIds={teamIds}
                onTeamIdsChange={setTeamIds}
                createNewTeam={createNewTeam}
              />
              <ScheduleFields timeZone={timeZone} maxDayOfMonth={31} />
              <ShareReportOptions />
              <FormDialogFooter submitLabel="Share" pending={sharing} onCancel={() => setOpen(false)} />
            </form>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
