import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') });
export const ReadinessSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
