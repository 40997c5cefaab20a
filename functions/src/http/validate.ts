import type { z } from 'zod';
import { AppError } from '../domain/shared/app-error';

/** Parses request input with a contracts/ schema; a mismatch is a 400 that names each problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw AppError.badRequest(`Invalid ${what}: ${problems.join('; ')}`, result.error.issues);
}
