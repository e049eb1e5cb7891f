import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';
import { StoreHome } from '../features/rewards/components/store-home';

// The route composes the two features: through the rewards index the home page would also load the order history and its forms.
export const Route = createFileRoute('/')({ component: () => <HomePage store={<StoreHome />} /> });
