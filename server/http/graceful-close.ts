import type { FastifyInstance } from 'fastify';

/**
 * How long a keep-alive socket that carries no request may stay open once its origin is closing.
 * A client that sends on it meanwhile is answered (and told to close); one that stays quiet for the
 * whole grace is closed then — the race every keep-alive timeout has, no longer one every stop has.
 */
export const IDLE_SOCKET_GRACE_MS = 1_000;

/**
 * Makes the origin's `close()` drain without cutting a request off (issue 27: a SIGTERM under
 * keep-alive traffic reset 8 requests in ~960):
 * - from the moment it begins every answer says `Connection: close`, so each socket is closed
 *   right after a whole answer and its client opens a new connection, which the closed listener
 *   refuses at connect — an error any client can tell from a lost request;
 * - a request arriving on a kept socket meanwhile is answered as usual (`return503OnClosing` is off
 *   in the origin's options), never with a 503;
 * - Node's `server.close()` would destroy every idle keep-alive socket at once, racing a client that
 *   is sending its next request on it (the reset requests). Idle sockets are left for
 *   IDLE_SOCKET_GRACE_MS instead, then closed, and again every grace while the drain lasts (a socket
 *   whose answer began before the drain, so without the header, may fall idle later).
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let draining = false;
  // Callback style, like every hook run on each request: an async hook costs a promise per request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // preClose: Fastify has marked itself closing (its router adds Connection: close to new requests' answers) and not yet called server.close().
  app.addHook('preClose', (done) => {
    draining = true;
    const { server } = app;
    const closeIdleConnections = server.closeIdleConnections.bind(server);
    // An own property shadows the prototype's method that server.close() calls; removed when closed.
    server.closeIdleConnections = () => {};
    const reaper = setInterval(closeIdleConnections, IDLE_SOCKET_GRACE_MS).unref();
    server.once('close', () => {
      clearInterval(reaper);
      delete (server as Partial<typeof server>).closeIdleConnections;
    });
    done();
  });
}
