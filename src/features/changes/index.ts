// What other features and pages may use from changes (decision 044); the rest is its own.
export { ChangeNotice, ChangelogSection } from './components/lazy-change-notice';
