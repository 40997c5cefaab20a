import { zodResolver } from '@hookform/resolvers/zod';
import { sentenceErrorMap } from '@quarry/contracts/issue-sentences';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The forms' resolver: a contracts/ schema whose problems are said in sentences by the formatter
 * the API's 400s use (docs/decisions/web.md), never in zod's own words.
 */
export function sentenceResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, { error: sentenceErrorMap });
}
