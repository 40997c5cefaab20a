import { z } from 'zod';

const EnvSchema = z.object({
  /** Public origin used for canonical and open-graph addresses; the page's own origin when unset. */
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
});
export type Env = z.infer<typeof EnvSchema>;

// Vite exposes only VITE_-prefixed variables to the bundle.
const PREFIX = 'VITE_';

/** Reads the `VITE_*` build variables, failing fast with every invalid one named. */
export function parseEnv(source: Record<string, unknown>): Env {
  const vars = Object.fromEntries(
    Object.entries(source)
      .filter(([key, value]) => key.startsWith(PREFIX) && value !== '')
      .map(([key, value]) => [key.slice(PREFIX.length), value]),
  );
  const parsed = EnvSchema.safeParse(vars);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${PREFIX}${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

export const env = parseEnv(import.meta.env);
