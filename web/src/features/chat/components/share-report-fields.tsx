import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ShareForm } from '../utils/share-form';

/** The report name, in the Save Report and Share Report dialogs (any form with a `reportName`). */
export function ReportNameField() {
  const { control } = useFormContext<{ reportName: string }>();
  return (
    <FormField
      control={control}
      name="reportName"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Report name</FormLabel>
          <FormControl>
            <Input {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The Share Report dialog's two switches: documents shown to members, this answer as the first run. */
export function ShareReportOptions() {
  const { control } = useFormContext<z.input<typeof ShareForm>>();
  return (
    <>
      <FormField
        control={control}
        name="showDocumentsInSharedReports"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor="share-show-documents">Show documents to team members</Label>
            <Switch id="share-show-documents" checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      <FormField
        control={control}
        name="includeCurrentExecution"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor="share-include-current">Include this answer as the first run</Label>
            <Switch id="share-include-current" checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
    </>
  );
}
