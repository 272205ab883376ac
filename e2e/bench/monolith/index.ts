// Entry of the monolith measurement build: the shell's app without the federation runtime or remotes.json.
import { sendCurrentUserRequest } from '../../../packages/api-client/src/current-user-request.ts';
import { preloadCurrentArea } from '../../../shell/src/app/preload-current-area.ts';
import { start } from '../../../shell/src/bootstrap.tsx';

const currentUser = sendCurrentUserRequest();
preloadCurrentArea();
start(Promise.resolve(), currentUser);
