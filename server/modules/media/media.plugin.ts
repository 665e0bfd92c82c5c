import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '#server/config/config.ts';

export const mediaPlugin: FastifyPluginAsync<{ config: AppConfig }> = async () => {};
