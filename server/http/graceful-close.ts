import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops accepting connections and does nothing else: the open ones are served as before, with
     * no `Connection: close` yet. A cluster worker's first step of a stop (see `close()` below).
     */
    stopAccepting(): void;
  }
}

/** How long an idle keep-alive socket may stay open once its origin is closing (a client sending meanwhile is answered). */
export const IDLE_SOCKET_GRACE_MS = 1_000;

/**
 * Makes `close()` drain without cutting a request off (issue 27): the listener closes first, every
 * answer then says `Connection: close`, a request on a kept socket is answered (never a 503), and idle
 * sockets are closed every IDLE_SOCKET_GRACE_MS instead of all at once (Node's way races a client's
 * next request). In a cluster the primary has every worker stop accepting before any closes.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  const { server } = app;
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  let accepting = true;
  let draining = false;
  app.decorate('stopAccepting', () => {
    if (!accepting) return;
    accepting = false;
    // An own property shadows the prototype's method that server.close() calls; removed once closed.
    server.closeIdleConnections = () => {};
    server.once('close', () => delete (server as Partial<typeof server>).closeIdleConnections);
    server.close();
  });
  // Callback style, like every hook run on each request: an async hook costs a promise per request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // preClose: Fastify has marked itself closing and not yet called server.close() (its call after
  // ours is an error it ignores, ERR_SERVER_NOT_RUNNING, and still waits for the last socket).
  app.addHook('preClose', (done) => {
    app.stopAccepting();
    draining = true;
    const reaper = setInterval(closeIdleConnections, IDLE_SOCKET_GRACE_MS).unref();
    server.once('close', () => clearInterval(reaper));
    done();
  });
}
