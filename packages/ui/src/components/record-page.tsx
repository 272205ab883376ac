import { css, cx } from '@daftari/ui/styled-system/css';
import { flex } from '@daftari/ui/styled-system/patterns';
import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';

const backRow = css({ mb: '1.5', fontSize: 'sm' });
const header = flex({
  direction: { base: 'column', md: 'row' },
  justify: 'space-between',
  gap: '4',
  pb: '6',
});
const alignments = {
  center: css({ alignItems: { base: 'flex-start', md: 'center' } }),
  end: css({ alignItems: { base: 'flex-start', md: 'flex-end' } }),
};
const identity = css({ display: 'flex', alignItems: 'center', gap: '4', minW: '0' });
const titleStyle = css({ textStyle: 'heading.lg', color: 'fg', overflowWrap: 'anywhere' });
const actionsStyle = css({ display: 'flex', gap: '2', flexShrink: 0 });

/**
 * One record's page (a contact, a project): the way back to its list above the record, a load error with a
 * retry, or the skeleton while it loads. A record that does not exist is the caller's own not-found view.
 */
export function RecordPage({
  back,
  error,
  onRetry,
  skeleton,
  children,
}: {
  /** The BackLink to the list. */
  back: ReactNode;
  /** The failed load's message; null when nothing failed. */
  error: ReactNode | null;
  onRetry: () => void;
  skeleton: ReactNode;
  /** The record; null while it loads. */
  children: ReactNode | null;
}) {
  return (
    <>
      <div className={backRow}>{back}</div>
      {error !== null ? <LoadError message={error} onRetry={onRetry} /> : (children ?? skeleton)}
    </>
  );
}

/** A record's heading: its name, a line under it, an optional picture before them and the actions. */
export function RecordHeader({
  title,
  subtitle,
  leading,
  actions,
  align = 'end',
}: {
  title: ReactNode;
  /** Under the title (the caller's own element, e.g. a <p>). */
  subtitle: ReactNode;
  /** Before the title (an avatar). */
  leading?: ReactNode;
  actions: ReactNode;
  /** How the actions line up with the title on wide screens: with its middle or its bottom. */
  align?: keyof typeof alignments;
}) {
  const text = (
    <div className={css({ minW: '0' })}>
      <h1 className={titleStyle}>{title}</h1>
      {subtitle}
    </div>
  );
  return (
    <header className={cx(header, alignments[align])}>
      {leading ? (
        <div className={identity}>
          {leading}
          {text}
        </div>
      ) : (
        text
      )}
      <div className={actionsStyle}>{actions}</div>
    </header>
  );
}
