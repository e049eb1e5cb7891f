import { createFileRoute } from '@tanstack/react-router';
import { RedeemBalancePage } from '../../features/redeem/components/redeem-balance-page';

export const Route = createFileRoute('/_signed-in/redeem-balance')({ component: RedeemBalancePage });
