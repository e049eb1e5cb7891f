// What other admin features may use from the provider's catalogue and links (decision 059).
export { ProviderCatalogueBar } from './provider-catalogue-bar';
export { ProviderLinkControl, type LinkSubject } from './provider-link-control';
