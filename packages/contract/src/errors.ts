import { z } from 'zod';

/** Every error answer of the API: `error` is what the web app shows (spec section 8). */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
