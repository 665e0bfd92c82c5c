import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Signs a person in on this browser: a fresh session id (the old one stops working, so a
 * session fixed by an attacker before sign-in is useless) that names the user.
 */
export async function signIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  await app.rotateSession(request, reply, { userId });
}
