import { z } from 'zod';

/**
 * The longest JSON text a list may arrive as: far above any list a request may hold, low enough that
 * text nobody could mean is refused before it is parsed.
 */
export const JSON_TEXT_MAX_LENGTH = 2_000_000;

/** For z.array's second argument: the 400's words for a list field sent in neither accepted form. */
export const listForm = (items: string) => ({
  error: (issue: { code?: string }) =>
    issue.code === 'invalid_type' ? `must be a list of ${items}, or that list as JSON text` : undefined,
});

/**
 * A list the spec sends 'as JSON text' (spec part 2 section 3: the chat's share payload, the
 * preferences' folders, a session's search terms and files), accepted as that text or as the list
 * itself. Text that is too long or not JSON is refused here with a message that says so; JSON of the
 * wrong shape is refused by `list`, whose own messages name the field and item.
 */
export function listOrJsonText<T extends z.ZodType>(list: T) {
  return z.preprocess((value: z.input<T> | string, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.length > JSON_TEXT_MAX_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        message: `is JSON text of more than ${JSON_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`,
      });
      return z.NEVER;
    }
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'is not valid JSON text: send a list, or that list as JSON text',
      });
      return z.NEVER;
    }
  }, list);
}
