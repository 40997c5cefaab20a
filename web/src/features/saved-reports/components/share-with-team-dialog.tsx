import { zodResolver } from '@hookform/resolvers/zod';
import type { SavedReport } from '@quarry/contracts/reports';
import { useEffect, useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormField } from '@/components/ui/form';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { useTeams } from '@/modules/account/api/get-teams';
import { usePersonTimeZone } from '@/modules/account/hooks/person-time-zone';
import { ScheduleFields } from '@/modules/sharing/components/schedule-fields';
import { DEFAULT_SCHEDULE, scheduleValuesSchema } from '@/modules/sharing/utils/schedule-form';
import { useSubscriptionStatus } from '@/modules/subscription/api/get-subscription-status';
import { SubscriptionBanner } from '@/modules/subscription/components/subscription-banner';
import { useShareSavedReport } from '../api/share-saved-report';
import { ShareTeamsFieldset } from './share-teams-fieldset';

const ShareForm = scheduleValuesSchema(28).extend({ showDocumentsInSharedReports: z.boolean() });

/**
 * Share with Team (spec part 2 sections 2 and 5): the teams the person administers, the share
 * type and schedule (day of month 1-28), and whether members see the documents. 'Add Team' opens
 * the dialog that creates a team, which comes back selected.
 */
export function ShareWithTeamDialog({
  report,
  open,
  onOpenChange,
  onAddTeam,
  preselectedTeamId,
}: {
  report: SavedReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAddTeam: () => void;
  preselectedTeamId?: string | undefined;
}) {
  const teams = useTeams().data ?? [];
  const status = useSubscriptionStatus().data;
  const timeZone = usePersonTimeZone();
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(ShareForm),
    defaultValues: { ...DEFAULT_SCHEDULE, showDocumentsInSharedReports: report.showDocumentsInSharedReports },
  });
  const share = useShareSavedReport(() => onOpenChange(false));

  useEffect(() => {
    if (!open) return;
    form.reset({ ...DEFAULT_SCHEDULE, showDocumentsInSharedReports: report.showDocumentsInSharedReports });
    setTeamIds(preselectedTeamId ? [preselectedTeamId] : []);
  }, [open, preselectedTeamId, report.showDocumentsInSharedReports, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (teamIds.length === 0) {
      toast({ title: 'No Team Selected', description: 'Choose at least one team.', variant: 'destructive' });
      return;
    }
    const { showDocumentsInSharedReports, ...schedule } = values;
    share.start({ reportId: report.id, teamIds, schedule, timeZone, showDocumentsInSharedReports });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !share.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <Form {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>Share with Team</DialogTitle>
              <DialogDescription>Share '{report.reportName}' with teams you administer.</DialogDescription>
            </DialogHeader>
            {status && <SubscriptionBanner status={status} />}
            <ShareTeamsFieldset
              teams={teams}
              selected={teamIds}
              onChange={setTeamIds}
              onAddTeam={onAddTeam}
            />
            <ScheduleFields timeZone={timeZone} maxDayOfMonth={28} />
            <ShowDocumentsSwitch reportId={report.id} />
            <FormDialogFooter
              submitLabel="Share"
              pending={share.isPending}
              onCancel={() => onOpenChange(false)}
            />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function ShowDocumentsSwitch({ reportId }: { reportId: string }) {
  const { control } = useFormContext<z.input<typeof ShareForm>>();
  return (
    <FormField
      control={control}
      name="showDocumentsInSharedReports"
      render={({ field }) => (
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`share-documents-${reportId}`}>Show documents to team members</Label>
          <Switch id={`share-documents-${reportId}`} checked={field.value} onCheckedChange={field.onChange} />
        </div>
      )}
    />
  );
}
