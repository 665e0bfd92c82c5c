import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pictureSchema } from '#shared/explore/common.schema.ts';
import {
  offeringSchema,
  ownServiceSchema,
  pictureAltTextSchema,
  pictureTitleSchema,
  pictureOrderSchema,
  serviceEnabledSchema,
} from '#shared/providers/offering.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { parseJsonField, parseTextField, readForm } from '#server/modules/media/multipart-form.ts';
import { parseCropsField } from '#server/modules/media/picture-store.ts';
import { findOwnProvider, requireOwnProvider } from '#server/modules/providers/provider-access.ts';
import { loadOwnService, loadOwnServices, presentServicePicture } from './own-service.presenter.ts';
import {
  createOwnService,
  deleteOwnService,
  listOwnServices,
  requireOwnService,
  setServiceEnabled,
  updateOwnService,
} from './own-service.service.ts';
import { addServicePicture, deleteServicePicture, movePicture, setPictureAltText } from './service-pictures.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };
const serviceParams = z.object({ id: z.uuid() });
const pictureParams = z.object({ id: z.uuid(), photoId: z.uuid() });

/**
 * Spec §7 services as their provider manages them: the provider's own services with add-ons and
 * pictures, in any registration status (explore shows only enabled services of approved
 * providers). Another provider's service answers 403.
 */
export const ownServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['provider services'];
  const formLimits = () => ({ maxFileBytes: app.uploadLimits.maxBytes });

  app.get(
    '/provider/me/service',
    { schema: { tags, summary: 'Every own service, enabled or not, oldest first', response: { 200: z.array(ownServiceSchema), ...errors } } },
    async (request) => {
      const provider = await requireOwnProvider(request);
      return loadOwnServices(request.em, await listOwnServices(request.em, provider));
    },
  );

  app.get(
    '/service/:id',
    { schema: { tags, summary: 'One own service with its add-ons and pictures', params: serviceParams, response: { 200: ownServiceSchema, ...errors } } },
    async (request) => {
      const { service } = await requireOwnService(request.em, await findOwnProvider(request), request.params.id);
      return loadOwnService(request.em, service);
    },
  );

  app.post(
    '/service',
    {
      schema: {
        tags,
        summary: 'Create a service in the own category: JSON part `offering` (multipart or a JSON body)',
        response: { 201: ownServiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const provider = await requireOwnProvider(request);
      const form = await readForm(request, formLimits());
      const offering = parseJsonField(form, 'offering', offeringSchema);
      const service = await createOwnService(request.em, provider, offering);
      return reply.status(201).send(await loadOwnService(request.em, service));
    },
  );

  app.put(
    '/service/:id',
    {
      schema: {
        tags,
        summary: 'Replace a service: JSON part `offering`; add-ons with an id are kept, new ones added, missing ones removed',
        params: serviceParams,
        response: { 200: ownServiceSchema, ...errors },
      },
    },
    async (request) => {
      const { provider, service } = await requireOwnService(request.em, await findOwnProvider(request), request.params.id);
      const form = await readForm(request, formLimits());
      const offering = parseJsonField(form, 'offering', offeringSchema);
      await updateOwnService(request.em, provider, service, offering);
      return loadOwnService(request.em, service);
    },
  );

  app.patch(
    '/service/:id/enabled',
    {
      schema: {
        tags,
        summary: 'Switch a service on or off (off: hidden from customers)',
        params: serviceParams,
        body: serviceEnabledSchema,
        response: { 200: ownServiceSchema, ...errors },
      },
    },
    async (request) => {
      const { provider, service } = await requireOwnService(request.em, await findOwnProvider(request), request.params.id);
      await setServiceEnabled(request.em, provider, service, request.body.enabled);
      return loadOwnService(request.em, service);
    },
  );

  app.delete(
    '/service/:id',
    { schema: { tags, summary: 'Delete a service with its add-ons and pictures', params: serviceParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { provider, service } = await requireOwnService(request.em, await findOwnProvider(request), request.params.id);
      await deleteOwnService(request.em, app.media, provider, service);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/service/:id/picture',
    {
      schema: {
        tags,
        summary: 'Add a picture at the end: file `original` with JSON `crops`, or files `square` and `wide`; optional `title`; at most 12',
        params: serviceParams,
        response: { 201: pictureSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { service } = await requireOwnService(request.em, await findOwnProvider(request), request.params.id);
      const form = await readForm(request, formLimits());
      const crops = parseCropsField(form.fields.get('crops'));
      const title = parseTextField(form, 'title', pictureTitleSchema) || null;
      const picture = await addServicePicture(request.em, app.media, app.uploadLimits, service, { files: form.files, crops, title });
      return reply.status(201).send(presentServicePicture(picture));
    },
  );

  app.patch(
    '/service/:id/picture/:photoId/order',
    {
      schema: {
        tags,
        summary: 'Move a picture one place up or down; answers the pictures in their new order',
        params: pictureParams,
        body: pictureOrderSchema,
        response: { 200: z.array(pictureSchema), ...errors },
      },
    },
    async (request) => {
      const { service } = await requireOwnService(request.em, await findOwnProvider(request), request.params.id);
      const pictures = await movePicture(request.em, service, request.params.photoId, request.body.direction);
      return pictures.map(presentServicePicture);
    },
  );

  app.delete(
    '/service/:id/picture/:photoId',
    { schema: { tags, summary: 'Delete a picture of the service and its files', params: pictureParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { service } = await requireOwnService(request.em, await findOwnProvider(request), request.params.id);
      await deleteServicePicture(request.em, app.media, service, request.params.photoId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/service/picture/:photoId',
    {
      schema: {
        tags,
        summary: "Set a picture's alt text (shown as its title on the public pages)",
        params: z.object({ photoId: z.uuid() }),
        body: pictureAltTextSchema,
        response: { 200: pictureSchema, ...errors },
      },
    },
    async (request) => {
      const picture = await setPictureAltText(request.em, await findOwnProvider(request), request.params.photoId, request.body.altText);
      return presentServicePicture(picture);
    },
  );
};
