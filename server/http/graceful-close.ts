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

/**
 * How long a keep-alive socket that carries no request may stay open once its origin is closing.
 * A client that sends on it meanwhile is answered (and told to close); one that stays quiet for the
 * whole grace is closed then — the race every keep-alive timeout has, no longer one every stop has.
 */
export const IDLE_SOCKET_GRACE_MS = 1_000;

/**
 * Makes the origin's `close()` drain without cutting a request off (issue 27: a SIGTERM under
 * keep-alive traffic reset 8 requests in ~960):
 * - the listener is closed first, so a new connection is refused at connect (ECONNREFUSED, which
 *   any client can tell from a lost request);
 * - from then on every answer says `Connection: close`, so each socket is closed right after a whole
 *   answer and its client's next connection is refused;
 * - a request arriving on a kept socket meanwhile is answered as usual (`return503OnClosing` is off
 *   in the origin's options), never with a 503;
 * - Node's `server.close()` would destroy every idle keep-alive socket at once, racing a client that
 *   is sending its next request on it (the reset requests). Idle sockets are left for
 *   IDLE_SOCKET_GRACE_MS instead, then closed, and again every grace while the drain lasts (a socket
 *   whose answer began before the drain, so without the header, may fall idle later).
 *
 * In a cluster the listener is the primary's, shared by the workers: it closes only when the last
 * worker stops accepting, and a connection it has taken by then is reset. So the primary first has
 * every worker stop accepting (`stopAccepting`), and only then tells them to close: no client is
 * told to reconnect while any worker still takes connections.
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
