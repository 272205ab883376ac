import { css } from '@daftari/ui/styled-system/css';
import { AlertIcon } from '../icons.tsx';
import { callout, calloutTitle } from './callout.ts';
import type { LineProblems } from './problems-by-line.ts';

const MAX_LISTED_PROBLEMS = 20;

const problems = css({ display: 'grid', gap: '1', mt: '2' });
const problemLine = css({ fontWeight: 'semibold', whiteSpace: 'nowrap' });

export interface ImportProblemsProps {
  message: string;
  lines: LineProblems[];
  /** Whether the columns are on screen, so a wrong column can be fixed there too. */
  withColumns: boolean;
}

/** Why the file was refused, and its problems line by line (the first 20, then how many more). */
export function ImportProblems({ message, lines, withColumns }: ImportProblemsProps) {
  const more = lines.length - MAX_LISTED_PROBLEMS;
  return (
    <div className={callout} data-tone="danger" role="alert">
      <AlertIcon size={16} />
      <div className={css({ minW: '0' })}>
        <p className={calloutTitle}>{message}</p>
        {lines.length > 0 ? (
          <>
            <p>
              {withColumns
                ? 'Correct the file and choose it again, or change how a column is read below.'
                : 'Correct the file and choose it again.'}
            </p>
            <ul className={problems} aria-label="Problems by line">
              {lines.slice(0, MAX_LISTED_PROBLEMS).map(({ line, messages }) => (
                <li key={line}>
                  <span className={problemLine}>{line}:</span> {messages.join(' ')}
                </li>
              ))}
            </ul>
            {more > 0 ? (
              <p className={css({ mt: '1' })}>
                and {more === 1 ? '1 more row' : `${more.toLocaleString('en-US')} more rows`}.
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
