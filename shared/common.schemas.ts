import { z } from 'zod';
import './validation.ts';

export const OkResponseSchema = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;
