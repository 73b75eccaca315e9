import { z } from 'zod';

/** The answer of a delete by id (promotions, popups, notices): the id that was removed. */
export const removedResultSchema = z.object({ removed: z.number() });
