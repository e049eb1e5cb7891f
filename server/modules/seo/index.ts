export { buildSitemap } from './build-sitemap';
export { describePage, pageDependsOnContent, type PageMeta } from './describe-page';
export { ADMIN_ROBOTS_TXT, publicRobotsTxt } from './robots';
