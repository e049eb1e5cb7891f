/** The routers' types, so an SPA or client names them through the contract and never reaches into the server. */
export type { AdminRouter, PublicRouter } from '../trpc/routers';
