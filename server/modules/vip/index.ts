export { membershipEnd } from './get-membership';
export { processRazorpayEvent } from './process-razorpay-event';
export { reconcileVipOrders } from './reconcile-vip-orders';
export { PROCESS_RAZORPAY_EVENT_JOB, recordRazorpayWebhook } from './record-razorpay-webhook';
export { adminVipRouter, vipRouter } from './router';
