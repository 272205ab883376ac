import { startRemotes } from './remotes/start-remotes.ts';

const remotesReady = startRemotes();
// The async boundary lets the federation runtime settle shared singletons before any of them runs.
import('./bootstrap').then(({ start }) => start(remotesReady));
