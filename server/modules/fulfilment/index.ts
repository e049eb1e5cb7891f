export { fulfilmentProvider } from './make-provider';
export { ProviderError, type DeliveredCard, type FulfilmentProvider, type ProviderBalance, type ProviderOrder, type ProviderOrderStatus, type ProviderProduct } from './provider';
export { adminProviderCatalogueRouter } from './router';
export { syncProviderCatalogue, syncProviderCatalogueIfConnected } from './sync-provider-catalogue';
