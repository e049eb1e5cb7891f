export { buildSitemap } from './build-sitemap';
export { describePage, pageDependsOnContent, type PageMeta, SITE_NAME } from './describe-page';
export { ADMIN_ROBOTS_TXT, publicRobotsTxt } from './robots';
