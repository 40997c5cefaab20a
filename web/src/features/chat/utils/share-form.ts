import { ReportName } from '@quarry/contracts/reports';
import { z } from 'zod';
import { dayOfMonthRule, scheduleValuesSchema } from '@/modules/sharing/utils/schedule-form';

/** The Share Report dialog's form (spec part 2): the report's name, its teams, its schedule. */
export const ShareForm = scheduleValuesSchema(31)
  .extend({
    reportName: ReportName,
    createNewTeam: z.boolean(),
    newTeamName: z.string(),
    newTeamMembers: z.string(),
    showDocumentsInSharedReports: z.boolean(),
    includeCurrentExecution: z.boolean(),
  })
  .superRefine(dayOfMonthRule);
export type ShareFormValues = z.output<typeof ShareForm>;
