import { Link } from '@daftari/router';
import { Button } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

export function NotFound() {
  return (
    <div className={css({ py: '20', textAlign: 'center' })}>
      <p className={css({ fontSize: '5xl', fontWeight: 'bold', color: 'fg.subtle' })}>404</p>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '2' })}>Not Found</h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>There is no page at this address.</p>
      <Link to="/">
        <Button>Back to home</Button>
      </Link>
    </div>
  );
}
