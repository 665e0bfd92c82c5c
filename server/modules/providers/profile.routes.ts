import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pictureTitleSchema } from '#shared/providers/offering.schema.ts';
import { profileUpdateSchema } from '#shared/providers/profile.schema.ts';
import { providerMeSchema } from '#shared/providers/provider-me.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { parseJsonField, parseTextField, readForm } from '#server/modules/media/multipart-form.ts';
import { parseCropsField } from '#server/modules/media/picture-store.ts';
import { updateProfile } from './profile.service.ts';
import { findOwnProvider, requireOwnProvider, requireProviderOwnedBy } from './provider-access.ts';
import { loadProviderMe } from './provider-me.presenter.ts';
import { addProviderPicture, deleteProviderPicture, updateCoverPhoto } from './provider-pictures.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };

/**
 * Spec §7 provider profile: the provider's own texts, profile photo, cover and gallery, editable in
 * every status (nothing is public before approval). Uploads are multipart forms; each answers the
 * provider as `GET /api/provider/me` does, so the dashboard shows the stored crops at once.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['provider profile'];

  app.post(
    '/provider/:id/profile',
    {
      schema: {
        tags,
        summary:
          'Update the profile (JSON part `profile`), optionally the profile photo (file `photo`, at least 1200 × 1200) and the cover (files `coverSquare` and `coverWide`, both or neither)',
        params: z.object({ id: z.uuid() }),
        response: { 200: providerMeSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireProviderOwnedBy(request, request.params.id);
      const form = await readForm(request, { maxFileBytes: app.uploadLimits.maxBytes });
      const update = parseJsonField(form, 'profile', profileUpdateSchema);
      await updateProfile(request.em, app.media, app.uploadLimits, provider, update, {
        photo: form.files.get('photo'),
        coverSquare: form.files.get('coverSquare'),
        coverWide: form.files.get('coverWide'),
      });
      return loadProviderMe(request.em, provider);
    },
  );

  app.post(
    '/provider/cover-photo',
    {
      schema: {
        tags,
        summary: 'Replace the cover: file `original` and JSON `crops` (square 1:1, wide 16:9, pixels of the upright original)',
        response: { 200: providerMeSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const form = await readForm(request, { maxFileBytes: app.uploadLimits.maxBytes });
      const crops = parseCropsField(form.fields.get('crops'));
      await updateCoverPhoto(request.em, app.media, app.uploadLimits, provider, form.files.get('original'), crops);
      return loadProviderMe(request.em, provider);
    },
  );

  app.post(
    '/provider/add-picture',
    {
      schema: {
        tags,
        summary: 'Add a gallery picture at the end: file `original` (or `picture`), optional JSON `crops` and `title`; at most 20',
        response: { 200: providerMeSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const form = await readForm(request, { maxFileBytes: app.uploadLimits.maxBytes });
      const crops = parseCropsField(form.fields.get('crops'));
      const title = parseTextField(form, 'title', pictureTitleSchema) || null;
      const file = form.files.get('original') ?? form.files.get('picture');
      await addProviderPicture(request.em, app.media, app.uploadLimits, provider, { file, crops, title });
      return loadProviderMe(request.em, provider);
    },
  );

  app.delete(
    '/provider/pictures/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of the own gallery pictures and its files',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const provider = await findOwnProvider(request);
      await deleteProviderPicture(request.em, app.media, provider, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
