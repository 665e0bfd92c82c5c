import type { z } from 'zod';
import type { SocketErrorBody } from '#shared/socket-events.ts';
import { toErrorBody } from './errors.plugin.ts';
import { RequestValidationError } from './validation.ts';

type AckReply<Result> = { ok: true } & Result | { ok: false; error: SocketErrorBody };

/**
 * Runs a socket event the way a REST route runs: the payload validated by its shared schema, the
 * work done, and the acknowledgement (when the client asked for one) carrying the result or the
 * same error body the route would answer. A 5xx is reported to `onUnexpected`, never thrown.
 */
export function answerSocketEvent<Schema extends z.ZodType, Result extends object>(
  input: { schema: Schema; payload: unknown; ack: unknown; onUnexpected: (error: unknown) => void },
  run: (payload: z.infer<Schema>) => Promise<Result>,
): Promise<void> {
  const reply = (answer: AckReply<Result>) => {
    if (typeof input.ack === 'function') (input.ack as (answer: AckReply<Result>) => void)(answer);
  };
  const parsed = input.schema.safeParse(input.payload);
  if (!parsed.success) {
    reply({ ok: false, error: toErrorBody(new RequestValidationError(parsed.error, 'body')) });
    return Promise.resolve();
  }
  return run(parsed.data).then(
    (result) => reply({ ok: true, ...result }),
    (error: unknown) => {
      const body = toErrorBody(error);
      if (body.status >= 500) input.onUnexpected(error);
      reply({ ok: false, error: body });
    },
  );
}
