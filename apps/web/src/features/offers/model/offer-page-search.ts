import { z } from 'zod';

/** The offer page's URL state: the velocity window (30 days unless `?dias=90`). */
export const OfferPageSearchSchema = z.object({
  dias: z.coerce
    .number()
    .pipe(z.union([z.literal(30), z.literal(90)]))
    .optional()
    .catch(undefined),
});
export type OfferPageSearch = z.infer<typeof OfferPageSearchSchema>;
