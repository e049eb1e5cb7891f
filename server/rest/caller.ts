import { createCallerFactory } from '../trpc/init';
import { adminRouter, publicRouter } from '../trpc/routers';

export const createPublicCaller = createCallerFactory(publicRouter);
export const createAdminCaller = createCallerFactory(adminRouter);
export type PublicCaller = ReturnType<typeof createPublicCaller>;
export type AdminCaller = ReturnType<typeof createAdminCaller>;
