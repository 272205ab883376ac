import { css } from '@daftari/ui/styled-system/css';
import { SWITCH_TOOLS } from '../lib/switch-tools.ts';

const list = css({ display: 'grid', gap: '1.5', fontSize: 'sm', color: 'fg.muted', textAlign: 'left' });
const tool = css({ fontWeight: 'semibold', color: 'fg' });

/** One line per tool: the export to take from it, which the import reads as it is. */
export function SwitchFromTools({ id }: { id?: string }) {
  return (
    <ul className={list} id={id} aria-label="Which export to take from each tool">
      {SWITCH_TOOLS.map((entry) => (
        <li key={entry.tool}>
          <span className={tool}>{entry.tool}:</span> {entry.export}
        </li>
      ))}
    </ul>
  );
}
