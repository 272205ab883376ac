import { sectionPath } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { css } from '@daftari/ui/styled-system/css';
import { useEstimate } from '../../api/estimates.ts';

const line = css({ fontSize: 'sm', color: 'fg.muted' });
const link = css({ color: 'accent.fg', fontWeight: 'medium', _hover: { textDecoration: 'underline' } });

/** On an invoice converted from an estimate: 'From estimate EST-0001', linked to it. */
export function FromEstimate({ estimateId }: { estimateId: string }) {
  const estimate = useEstimate(estimateId);
  return (
    <p className={line}>
      From{' '}
      <Link to={sectionPath('estimates', estimateId)} className={link}>
        {estimate.data ? `estimate ${estimate.data.estimate_number}` : 'an estimate'}
      </Link>
    </p>
  );
}
