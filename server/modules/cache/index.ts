export { CachedRead } from './cached-read';
export { announceChange, registerChangeAnnouncer } from './change-announcer';
export { ChangeListener } from './change-listener';
export { ServerCaches } from './server-caches';
export { ReadReplica } from './read-replica';
