import { z } from 'zod';

/**
 * A calendar date (YYYY-MM-DD) within bounds. The format alone admits year 0000, which
 * PostgreSQL cannot store, and a day past 9999-12-31 overflows when a range adds one to it.
 * Dates in this form compare as text.
 */
export const isoDateBetween = (min: string, max: () => string, message: string) =>
  z.iso.date().refine((date) => date >= min && date <= max(), message);
