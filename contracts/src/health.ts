import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  mode: z.enum(['local', 'cloud']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
