export { adminCatalogueRouter, catalogueRouter } from './router';
