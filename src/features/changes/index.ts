// What other features and pages may use from changes (decision 044); the rest is its own.
export { ChangeNotice } from './components/change-notice';
export { ChangelogSection } from './components/changelog-section';
