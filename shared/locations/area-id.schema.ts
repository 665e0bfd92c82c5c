import { z } from 'zod';
import { findArea } from './areas.ts';

/** A delivery area's id, one of `areas.ts` (the area list itself needs no schema library). */
export const areaIdSchema = z.string().refine((id) => findArea(id) !== undefined, { message: 'Unknown area' });
