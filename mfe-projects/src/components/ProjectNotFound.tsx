import { Button, FolderIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Link } from 'react-router';

const surface = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '2',
  px: '6',
  py: '16',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: 'xs',
});
const art = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '12',
  h: '12',
  mb: '2',
  borderRadius: 'full',
  bg: 'bg.muted',
  color: 'fg.subtle',
});

/** An id that does not exist (or belongs to another business: the API answers 404 for both). */
export function ProjectNotFound() {
  return (
    <div className={surface}>
      <span className={art}>
        <FolderIcon size={22} />
      </span>
      <h1 className={css({ textStyle: 'heading.md', color: 'fg' })}>Project not found</h1>
      <p className={css({ textStyle: 'body.md', color: 'fg.muted', maxW: 'md' })}>
        There is no project at this address. It may have been removed, or the link is wrong.
      </p>
      <Button asChild variant="outline" className={css({ mt: '4' })}>
        <Link to="/work/projects">Back to projects</Link>
      </Button>
    </div>
  );
}
