import { RequestContext } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
  }
  interface FastifyRequest {
    /** This request's own entity manager: its identity map dies with the request. */
    em: EntityManager;
  }
}

async function ormPlugin(app: FastifyInstance, options: { orm: MikroORM }): Promise<void> {
  app.decorate('orm', options.orm);
  app.decorateRequest('em', null as unknown as EntityManager);
  app.addHook('onRequest', (request, _reply, done) => {
    const em = options.orm.em.fork();
    request.em = em;
    RequestContext.create(em, done);
  });
}

export default fp(ormPlugin, { name: 'orm' });
