// What other admin features may use from changes (decision 044).
export { ScheduleGameChange } from './schedule-game-change';
