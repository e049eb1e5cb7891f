export { closeProviderOrder } from './close-provider-order';
export { cardText, type CardDeliveries, type CardDelivery, type Delivered } from './deliver-provider-card';
export { fulfilmentProvider } from './make-provider';
export { ProviderError, type DeliveredCard, type FulfilmentProvider, type ProviderBalance, type ProviderOrder, type ProviderOrderStatus, type ProviderProduct } from '../../fulfilment-provider';
export { attemptProviderOrder, attemptRightAway, FULFIL_PROVIDER_ORDER_JOB, sweepProviderOrders } from './provider-orders';
export { adminProviderCatalogueRouter } from './router';
export { syncProviderCatalogue, syncProviderCatalogueIfConnected } from './sync-provider-catalogue';
