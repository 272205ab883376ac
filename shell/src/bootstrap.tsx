import { registerAreaRemotes, remotesConfigSchemaCheck } from '@daftari/mf';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './styles.css';

async function start() {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  registerAreaRemotes(remotesConfigSchemaCheck(await response.json()));
  createRoot(document.getElementById('root')!).render(<App />);
}

start();
