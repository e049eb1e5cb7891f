import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_RETRY_SECONDS, isDatabaseUnavailable } from '../database-unavailable';
import { AppError, ERROR_TABLE, GENERIC_FAILURE_MESSAGE } from '#contract/errors';
import { MAX_IMAGE_BYTES } from '#contract/media/image-types';
import { getImage, storeImage } from '../modules/media';
import { MEDIA_MESSAGES, uploadedImageSchema } from '#contract/media/schemas';
import { buildSitemap, describePage, pageDependsOnContent, ADMIN_ROBOTS_TXT, publicRobotsTxt } from '../modules/seo';
import type { Locale } from '#contract/i18n/locales';
import { requestDeps, type OriginServices, type Services } from '../trpc/context';
import { createContext } from '../trpc/create-context';
import { roleRefusal } from '../trpc/init';
import { ROLE_NOT_ALLOWED } from '../rest/openapi';
import { ACCESS } from '#contract/admin-auth/access';
import { requestInfo } from './request-info';
import { injectPageMeta, setHtmlLang } from './page-meta';
import { fillRoot, type PrerenderedPages } from './prerendered-pages';

export const UPLOAD_ROUTE = '/api/admin/uploads';
const ONE_YEAR_SECONDS = 31_536_000;

export function sendAppError(reply: FastifyReply, error: unknown, log: FastifyInstance['log']): FastifyReply {
  if (error instanceof AppError) return reply.code(ERROR_TABLE[error.code].status).send({ message: error.message });
  if (isDatabaseUnavailable(error)) {
    return reply.code(503).header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  log.error({ err: error }, 'content route failed');
  return reply.code(500).send({ message: GENERIC_FAILURE_MESSAGE });
}

/**
 * Uploaded images, on both origins: the public pages show them, and the admin's CSP (img-src 'self')
 * only lets the editor preview its own origin.
 */
export function registerUploadedImages(app: FastifyInstance, services: OriginServices): void {
  app.get<{ Params: { fileName: string } }>('/uploads/:fileName', async (request, reply) => {
    try {
      const image = await getImage(requestDeps(services), { fileName: request.params.fileName });
      const etag = `"${image.sha256}"`;
      // An id names one immutable file: browsers and CDNs may keep it for a year.
      reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.contentType).header('content-length', String(image.sizeBytes)).send(image.bytes);
    } catch (error) {
      return sendAppError(reply, error, app.log);
    }
  });
}

/** The admin's /robots.txt (nothing to index) and its image upload. */
export async function registerAdminContentRoutes(app: FastifyInstance, services: OriginServices): Promise<void> {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(ADMIN_ROBOTS_TXT));
  // Multipart is parsed only here, with its own limits; every other route keeps the 64 KiB JSON cap.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 }, throwFileSizeLimit: true });
    scope.post(UPLOAD_ROUTE, (request, reply) => handleUpload(services, request, reply, app.log));
  });
}

/** The public /robots.txt and /sitemap.xml. */
export function registerPublicContentRoutes(app: FastifyInstance, services: OriginServices): void {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(publicRobotsTxt(services.config.publicUrl)));
  app.get('/sitemap.xml', async (_request, reply) => {
    try {
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(await buildSitemap(requestDeps(services)));
    } catch (error) {
      return sendAppError(reply, error, app.log);
    }
  });
}

async function handleUpload(services: OriginServices, request: FastifyRequest, reply: FastifyReply, log: FastifyInstance['log']): Promise<FastifyReply> {
  try {
    const ctx = await createContext(services, requestInfo(services, 'admin', 'api', request, reply));
    if (!ctx.admin) return reply.code(401).send({ message: 'Admin sign-in required' });
    // Images go into blog posts, pages and catalogue items: the content role's (and the owner's).
    const refused = roleRefusal(ctx.admin.role, ACCESS.content);
    if (refused) throw refused;
    if (!request.isMultipart()) throw new AppError('BAD_INPUT', 'Send the image as multipart/form-data in a field named "file"');
    const { part, bytes } = await readUploadedFile(request);
    const stored = await storeImage(ctx.deps, { bytes, declaredType: part.mimetype || null, originalName: part.filename || null, adminId: ctx.admin.id });
    return reply.code(201).send(stored);
  } catch (error) {
    return sendAppError(reply, error, log);
  }
}

const UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read; please choose the image again';

/** The `file` part of a multipart body; a malformed or cut-off form is the client's bad input, not a server fault. */
async function readUploadedFile(request: FastifyRequest) {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError('BAD_INPUT', MEDIA_MESSAGES.missingFile);
    return { part, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('BAD_INPUT', MEDIA_MESSAGES.tooLarge);
    throw new AppError('BAD_INPUT', UNREADABLE_UPLOAD_MESSAGE);
  }
}

export interface RenderedSpaPage {
  status: number;
  html: string;
  /** Its brotli and gzip copies, made when first asked for (see compressedBody). */
  compressed: Map<string, Buffer>;
}

/** Pages a renderer remembers at most: any path is a client route, so a visitor could ask for endless ones. */
const REMEMBERED_PAGES = 200;

/** What the SPA's pages are made of: the built index.html, the prerendered pages, and each path's route-chunk preload tags (route-chunks.ts). */
export interface SpaBuild {
  indexHtml: string;
  prerendered: PrerenderedPages;
  routePreloads: (pathname: string) => string;
}

/**
 * The SPA's index.html for a client route in the request's language, with the page's meta tags,
 * its route's code named for preloading and its prerendered HTML. Made once per path and language
 * where only those decide it; a blog post's each time.
 */
export function createSpaPageRenderer(services: Services, spa: SpaBuild, log: FastifyInstance['log']) {
  const remembered = new Map<string, RenderedSpaPage>();
  return async (request: { url: string; locale: Locale; hasSessionCookie: boolean }): Promise<RenderedSpaPage> => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const key = `${request.locale} ${request.hasSessionCookie ? 'session' : 'visitor'} ${pathname}`;
    const known = remembered.get(key);
    if (known) return known;
    const page = { ...(await renderSpaPage(services, spa, pathname, request, log)), compressed: new Map<string, Buffer>() };
    if (!pageDependsOnContent(pathname)) {
      if (remembered.size >= REMEMBERED_PAGES) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, page);
    }
    return page;
  };
}

async function renderSpaPage(
  services: Services,
  spa: SpaBuild,
  pathname: string,
  { locale, hasSessionCookie }: { locale: Locale; hasSessionCookie: boolean },
  log: FastifyInstance['log'],
): Promise<{ status: number; html: string }> {
  // The tags go into the small index.html's head before the first HTML and its stylesheet fill the page.
  const head = setHtmlLang(spa.indexHtml, locale).replace('</head>', () => `${spa.routePreloads(pathname)}</head>`);
  const fill = (html: string) => fillRoot(html, spa.prerendered, pathname, locale, hasSessionCookie);
  try {
    const meta = await describePage(requestDeps(services), pathname, locale);
    if (!meta) return { status: 200, html: fill(head) };
    return { status: meta.notFound ? 404 : 200, html: fill(injectPageMeta(head, meta, locale)) };
  } catch (error) {
    // The page still works without its tags (the SPA sets the title itself); never fail it for them.
    log.warn({ err: error }, 'page meta lookup failed');
    return { status: 200, html: fill(head) };
  }
}

/** The upload endpoint in the admin OpenAPI document (it is multipart, so it is not a row of the REST table). */
export const UPLOAD_OPENAPI_PATH = {
  [UPLOAD_ROUTE]: {
    post: {
      operationId: 'uploadImage',
      summary: 'Upload an image (PNG, JPEG or WebP, at most 2 MB; the type is checked from the file content). Answers its URL, served on both origins.',
      security: [{ bearerAuth: [] }],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } },
      },
      responses: {
        201: { description: 'Stored', content: { 'application/json': { schema: z.toJSONSchema(uploadedImageSchema, { target: 'openapi-3.0' }) } } },
        400: { description: 'Not a PNG/JPEG/WebP image, content and type disagree, empty or larger than 2 MB' },
        401: { description: 'Missing, expired or revoked admin token' },
        403: { description: ROLE_NOT_ALLOWED },
      },
    },
  },
};
