// Entry of the monolith measurement build: the shell's app without the federation runtime or remotes.json.
import { preloadCurrentArea } from '../../../shell/src/app/preload-current-area.ts';
import { start } from '../../../shell/src/bootstrap.tsx';

preloadCurrentArea();
start(Promise.resolve());
