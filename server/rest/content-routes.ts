import { z } from 'zod';
import { adminBlogPostSchema, blogPostSchema, blogPostSummarySchema, createBlogPostInputSchema, listBlogInputSchema, previewMarkdownInputSchema } from '#contract/blog/schemas';
import {
  adminCatalogueItemSchema,
  catalogueListSchema,
  createCatalogueItemInputSchema,
  listAdminCatalogueInputSchema,
  listCatalogueInputSchema,
} from '#contract/catalogue/schemas';
import { adSettingsSchema, contentSettingsSchema, sponsoredPartnersSchema } from '#contract/settings/schemas';
import type { RestRoute } from './define-route';
import { bodyAndPath, unchecked } from './rest-body';

const deleted = z.object({ ok: z.literal(true), id: z.string() });
const { id: _postId, ...postBodyShape } = createBlogPostInputSchema.shape;

/**
 * The app catalogue, the blog and the content settings (issue 5). Every row calls the same tRPC
 * procedure the SPAs use, so validation, messages and audit entries are identical.
 */
export const contentRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/catalogue', operationId: 'listCatalogue', auth: 'none',
    summary: "The app catalogue grouped by month, newest first. Filters combine by AND: ?search= (title or YYYY-MM-DD date, case-insensitive), ?month=YYYY-MM, ?status=live|closed|pending ('all' or empty = no filter). A locked app's links are withheld. Texts in the reader's language (the lang cookie, else Accept-Language); `lang` names each text's language, English where there is no Hindi version.",
    input: listCatalogueInputSchema, output: catalogueListSchema,
    handle: (caller, { query }) => caller.catalogue.list(unchecked(query)),
  },
  {
    origin: 'public', method: 'GET', path: '/api/blog', operationId: 'listBlogPosts', auth: 'none', summary: "Published blog posts, newest first (?category= one of the five categories), in the reader's language (`lang` names each text's, English where there is no Hindi version)",
    input: listBlogInputSchema, output: z.array(blogPostSummarySchema),
    handle: (caller, { query }) => caller.blog.list(unchecked(query)),
  },
  {
    origin: 'public', method: 'GET', path: '/api/blog/{id}', operationId: 'getBlogPost', auth: 'none', summary: "A published post with its body as sanitised HTML (`html`), in the reader's language (`lang` names each text's); 404 'Blog Post Not Found' for unknown ids and drafts",
    output: blogPostSchema, handle: (caller, { params }) => caller.blog.get({ id: params.id ?? '' }),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/catalogue', operationId: 'listCatalogueItems', auth: 'admin', summary: 'Catalogue items, newest date first (?search= title, date or refer code; ?status=; ?page=&pageSize=)',
    input: listAdminCatalogueInputSchema, output: z.object({ items: z.array(adminCatalogueItemSchema), matching: z.number().int(), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
    handle: (caller, { query }) => caller.catalogue.list(unchecked(query)),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/catalogue', operationId: 'createCatalogueItem', auth: 'admin', summary: 'Add an app (links must be http:// or https://; a locked app needs a lockReason)',
    input: createCatalogueItemInputSchema, output: adminCatalogueItemSchema, successStatus: 201,
    handle: (caller, { body }) => caller.catalogue.create(unchecked(body)),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/catalogue/{id}', operationId: 'getCatalogueItem', auth: 'admin', summary: 'One catalogue item, links included',
    output: adminCatalogueItemSchema, handle: (caller, { params }) => caller.catalogue.get({ id: params.id ?? '' }),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/catalogue/{id}', operationId: 'updateCatalogueItem', auth: 'admin', summary: 'Replace every field of an app. A Hindi field (titleHi, lockReasonHi) left out keeps its stored text; "" removes it',
    input: createCatalogueItemInputSchema, output: adminCatalogueItemSchema,
    handle: (caller, request) => caller.catalogue.update(bodyAndPath(request)),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/catalogue/{id}/status', operationId: 'setCatalogueItemStatus', auth: 'admin', summary: 'Set an app live, pending or closed',
    input: z.object({ status: z.enum(['live', 'closed', 'pending']) }), output: adminCatalogueItemSchema,
    handle: (caller, request) => caller.catalogue.setStatus(bodyAndPath(request)),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/catalogue/{id}/lock', operationId: 'setCatalogueItemLock', auth: 'admin', summary: 'Lock an app (with the reason visitors see) or unlock it',
    input: z.object({ isLocked: z.boolean(), lockReason: z.string().optional() }), output: adminCatalogueItemSchema,
    handle: (caller, request) => caller.catalogue.setLock(bodyAndPath(request)),
  },
  {
    origin: 'admin', method: 'DELETE', path: '/api/admin/catalogue/{id}', operationId: 'deleteCatalogueItem', auth: 'admin', summary: 'Delete an app',
    output: deleted, handle: (caller, { params }) => caller.catalogue.delete({ id: params.id ?? '' }),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/blog', operationId: 'listAdminBlogPosts', auth: 'admin', summary: 'Every post, drafts first, with its Markdown',
    output: z.array(adminBlogPostSchema), handle: (caller) => caller.blog.list(),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/blog', operationId: 'createBlogPost', auth: 'admin',
    summary: 'Create a post: { id (slug), title, excerpt, category, content (Markdown), published, heroImageId? (from POST /api/admin/uploads), icon?, titleHi?, excerptHi?, contentHi? (the Hindi version, each optional) }',
    input: createBlogPostInputSchema, output: adminBlogPostSchema, successStatus: 201, errors: { 409: 'A post with this id exists' },
    handle: (caller, { body }) => caller.blog.create(unchecked(body)),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/blog/{id}', operationId: 'getAdminBlogPost', auth: 'admin', summary: 'One post (draft or published) with its Markdown',
    output: adminBlogPostSchema, handle: (caller, { params }) => caller.blog.get({ id: params.id ?? '' }),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/blog/{id}', operationId: 'updateBlogPost', auth: 'admin', summary: 'Replace a post\'s fields (the id stays); publishing for the first time sets its date. A Hindi field left out keeps its stored text; "" removes it',
    input: z.object(postBodyShape), output: adminBlogPostSchema,
    handle: (caller, request) => caller.blog.update(bodyAndPath(request)),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/blog/{id}/publish', operationId: 'setBlogPostPublished', auth: 'admin', summary: 'Publish ({ "published": true }) or unpublish a post',
    input: z.object({ published: z.boolean() }), output: adminBlogPostSchema,
    handle: (caller, request) => caller.blog.setPublished(bodyAndPath(request)),
  },
  {
    origin: 'admin', method: 'DELETE', path: '/api/admin/blog/{id}', operationId: 'deleteBlogPost', auth: 'admin', summary: 'Delete a post',
    output: deleted, handle: (caller, { params }) => caller.blog.delete({ id: params.id ?? '' }),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/blog/preview', operationId: 'previewMarkdown', auth: 'admin', summary: 'Render Markdown through the same sanitiser as the public page (changes nothing)',
    input: previewMarkdownInputSchema, output: z.object({ html: z.string(), readTimeMinutes: z.number().int() }),
    handle: (caller, { body }) => caller.blog.preview(unchecked(body)),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/settings', operationId: 'getContentSettings', auth: 'admin', summary: 'Ad client id (null = no ad slots) and sponsored partners',
    output: contentSettingsSchema, handle: (caller) => caller.settings.get(),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/settings/ads', operationId: 'updateAdSettings', auth: 'admin', summary: 'Set the ad client id (ca-pub-…); null or empty switches every ad slot off',
    input: adSettingsSchema, output: contentSettingsSchema, handle: (caller, { body }) => caller.settings.updateAds(unchecked(body)),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/settings/sponsored-partners', operationId: 'updateSponsoredPartners', auth: 'admin', summary: 'Replace the sponsored partner offers (name, title, description, link; at most 4)',
    input: sponsoredPartnersSchema, output: contentSettingsSchema, handle: (caller, { body }) => caller.settings.updateSponsoredPartners(unchecked(body)),
  },
];
