import { registerAreaRemotes, remotesConfigSchemaCheck } from '@daftari/mf';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadCurrentArea } from './app/preload-current-area.ts';
import './styles.css';

async function start() {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  registerAreaRemotes(remotesConfigSchemaCheck(await response.json()));
  preloadCurrentArea();
  createRoot(document.getElementById('root')!).render(<App />);
}

start();
