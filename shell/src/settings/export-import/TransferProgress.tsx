import { css } from '@daftari/ui/styled-system/css';

const status = css({ fontSize: 'sm', mt: '3' });
const failed = css({ fontSize: 'sm', mt: '3', color: 'danger.fg' });
const bar = css({ mt: '3', w: 'full', maxW: '80', h: '2', accentColor: 'accent.default' });

interface TransferState {
  data?: { status: 'pending' | 'done' | 'failed' } | undefined;
  isError: boolean;
}

/** A background export's or import's state: an indeterminate progress bar while it runs, then its outcome. */
export function TransferProgress(props: {
  state: TransferState | null;
  pending: string;
  done: string;
  failed: string;
}) {
  const { state } = props;
  if (!state) return null;
  if (state.isError)
    return (
      <p className={failed} role="alert">
        {props.failed}
      </p>
    );
  const current = state.data?.status ?? 'pending';
  if (current === 'pending') {
    return (
      <div role="status">
        <progress className={bar} aria-label={props.pending} />
        <p className={status}>{props.pending}</p>
      </div>
    );
  }
  if (current === 'failed')
    return (
      <p className={failed} role="alert">
        {props.failed}
      </p>
    );
  return (
    <p className={status} role="status">
      {props.done}
    </p>
  );
}
