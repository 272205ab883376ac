import { registerAreaRemotes, remotesConfigSchemaCheck } from '@daftari/mf';
import { preloadCurrentArea } from '../app/preload-current-area.ts';

/**
 * Reads `/remotes.json`, registers the remotes it names and starts loading the opened page's area. Started by
 * the entry, so both happen while the shell's own code downloads. Without a readable remotes.json the shell
 * still starts: every area then shows its error view.
 */
export async function startRemotes(): Promise<void> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    registerAreaRemotes(remotesConfigSchemaCheck(await response.json()));
    preloadCurrentArea();
  } catch (error) {
    console.error('[daftari] no remote can load: /remotes.json could not be read', error);
  }
}
