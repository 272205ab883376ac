import { sendCurrentUserRequest } from '@daftari/api-client';
import { startRemotes } from './remotes/start-remotes.ts';

// Who is signed in is asked while the shell's libraries and the page's area download, not after.
const currentUser = sendCurrentUserRequest();
const remotesReady = startRemotes();
// The async boundary lets the federation runtime settle shared singletons before any of them runs.
import('./bootstrap').then(({ start }) => start(remotesReady, currentUser));
