import { createFileRoute } from '@tanstack/react-router';
import { AppealsPanel } from '../../features/appeals/appeals-panel';
import { parseQueueOrder } from '../../lib/search-params';

export const Route = createFileRoute('/_dashboard/appeals')({ validateSearch: parseQueueOrder, component: AppealsPanel });
