// What other features may use from VIP; the rest is VIP's own (lint enforces it).
export { useVipEntry } from './api/use-vip-entry';
