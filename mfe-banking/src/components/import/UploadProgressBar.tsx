import type { UploadProgress } from '@daftari/api-client';
import { css } from '@daftari/ui/styled-system/css';

const wrap = css({ display: 'grid', gap: '2' });
const track = css({ h: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' });
const bar = css({
  h: 'full',
  bg: 'accent',
  borderRadius: 'full',
  transitionProperty: 'width',
  transitionDuration: 'normal',
});
const reading = css({ w: 'full', opacity: 0.6 });
const note = css({ fontSize: 'sm', color: 'fg.muted' });

/** The upload's bar: how much of the file has gone, then a full bar while the server reads it. */
export function UploadProgressBar({ progress, filename }: { progress: UploadProgress; filename: string }) {
  const percent = progress.phase === 'sending' ? Math.round(progress.fraction * 100) : 100;
  const text = progress.phase === 'sending' ? `Uploading ${filename}: ${percent}%` : `Reading ${filename}…`;
  return (
    <div className={wrap}>
      <div
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={track}
      >
        <div
          className={progress.phase === 'sending' ? bar : `${bar} ${reading}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className={note} aria-live="polite">
        {text}
      </div>
    </div>
  );
}
