import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceLocationQuerySchema, serviceLocationSchema } from '#shared/explore/explore-query.schema.ts';
import { findArea } from '#shared/locations/areas.ts';
import { locationLookupQuerySchema, locationLookupSchema } from '#shared/locations/location-lookup.schema.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';
import { requireLocation } from './resolve-location.ts';

/**
 * The areas of a service the public may see: enabled, from a public provider (spec §1,
 * manual review; public-provider.ts). Null when there is no such service.
 */
async function publicServiceAreas(em: EntityManager, serviceId: string): Promise<string[] | null> {
  const [row] = await query<{ areas: string[] }>(
    em,
    sql`select s.areas from service s join provider p on p.id = s.provider_id
      where s.id = ${serviceId}::uuid and s.enabled and ${providerIsPublic()}`,
  );
  return row?.areas ?? null;
}

/** Spec §7 `GET /location/service/{id}` and the place lookup behind address fields. Public. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['location'];

  app.get(
    '/location/service/:id',
    {
      schema: {
        tags,
        summary: 'Whether a service delivers to a place (area id, place name, postal code or address)',
        params: z.object({ id: z.uuid() }),
        querystring: serviceLocationQuerySchema,
        response: { 200: serviceLocationSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const areas = await publicServiceAreas(request.em, request.params.id);
      if (!areas) throw notFound();
      const location = requireLocation(request.query.locationName, 'locationName');
      return {
        delivers: areas.some((area) => location.coveringAreaIds.includes(area)),
        areaId: location.areaId,
        postalCode: location.postalCode,
        place: location.place,
      };
    },
  );

  app.get(
    '/location/lookup',
    {
      schema: {
        tags,
        summary: 'The delivery area a place, postal code or address lies in',
        querystring: locationLookupQuerySchema,
        response: { 200: locationLookupSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const location = requireLocation(request.query.q, 'q');
      const area = findArea(location.areaId);
      if (!area) throw new Error(`Resolved to unknown area ${location.areaId}`);
      return {
        areaId: area.id,
        areaName: area.name,
        city: area.city,
        postalCode: location.postalCode,
        place: location.place,
        municipality: location.municipality,
      };
    },
  );
};
