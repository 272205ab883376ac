import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './styles.css';

/** Renders the shell once the remotes are registered (their config was fetched while this code loaded). */
export async function start(remotesReady: Promise<void>): Promise<void> {
  await remotesReady;
  createRoot(document.getElementById('root')!).render(<App />);
}
