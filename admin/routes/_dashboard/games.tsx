import { createFileRoute } from '@tanstack/react-router';
import { GamesPanel } from '../../features/games/games-panel';

export const Route = createFileRoute('/_dashboard/games')({
  component: GamesPanel,
});
