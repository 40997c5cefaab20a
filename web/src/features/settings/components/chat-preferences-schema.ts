import { PreferencesUpdate, ReportCostCapUsd, SpendAlertUsd } from '@quarry/contracts/user';
import type { Control } from 'react-hook-form';
import { z } from 'zod';

/** An amount in dollars typed as text (at most two decimals), checked by `rule`; empty is null. */
function amountText(rule: z.ZodNumber, message: string) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (!text) return null;
      const amount = rule.safeParse(Number(text));
      if (!amount.success || !/^\d+(\.\d{1,2})?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return amount.data;
    });
}

/**
 * The part of a preferences update the settings screen edits, every field present, each checked by
 * the contract's own field rule. Built from the shape because the whole update carries an object-level
 * refinement ("at least one preference"), which zod will not pick from.
 */
export const ChatPreferencesSchema = z
  .object(PreferencesUpdate.shape)
  .pick({
    chatRetentionDays: true,
    reportRetentionDays: true,
    maxKeywords: true,
    systemQuery: true,
  })
  .required()
  .extend({
    /**
     * The person's zone (lib/time-zone.ts), which may be a browser's zone not on the list; the form
     * sends it only when the person picked one (listed), and the server checks it then.
     */
    timezone: z.string().min(1),
    /** Typed as text: empty turns the alert off. */
    monthlySpendAlertUsd: amountText(
      SpendAlertUsd,
      'Enter an amount from 0.01 to 100000 dollars, or leave it empty',
    ),
    /** Typed as text: empty means no cap. */
    reportCostCapUsd: amountText(
      ReportCostCapUsd,
      'Enter an amount from 0.01 to 10000 dollars, or leave it empty',
    ),
  });

export type ChatPreferencesValues = z.input<typeof ChatPreferencesSchema>;

/** The form's control: typed values in, the update's values out. */
export type ChatPreferencesControl = Control<
  ChatPreferencesValues,
  unknown,
  z.output<typeof ChatPreferencesSchema>
>;
