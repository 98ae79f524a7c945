import { z } from 'zod';

/** The consumer-credit warning as a block authors place on financing pages; it has no fields. */
export const creditWarningSchema = z.object({
  type: z.literal('credit-warning'),
  id: z.string(),
  fields: z.object({}).default({}),
});
export type CreditWarningBlock = z.infer<typeof creditWarningSchema>;
