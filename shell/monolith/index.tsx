// Entry of the monolith measurement build: the shell's app without the federation runtime or remotes.json.
import { createRoot } from 'react-dom/client';
import { App } from '../src/app/App.tsx';
import { preloadCurrentArea } from '../src/app/preload-current-area.ts';
import '../src/styles.css';

preloadCurrentArea();
createRoot(document.getElementById('root')!).render(<App />);
