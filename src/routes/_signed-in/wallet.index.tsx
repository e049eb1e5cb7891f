import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '../../features/wallet/components/wallet-page';

export const Route = createFileRoute('/_signed-in/wallet/')({ component: WalletPage });
