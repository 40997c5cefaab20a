import { issueSentences } from '@quarry/contracts/issue-sentences';
import type { z } from 'zod';
import { AppError } from '../domain/shared/app-error';

/**
 * Parses request input with a contracts/ schema; a mismatch is a 400 that says each problem in a
 * sentence (docs/decisions/sharing-and-teams.md: the shared formatter, not zod's "Too big: expected string...").
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw AppError.badRequest(issueSentences(result.error.issues, input, 'api'), result.error.issues);
}
