import type { ProjectType } from '@daftari/contracts';
import { Badge } from '@daftari/ui';
import { projectTypeLabel } from '../lib/display.ts';

/** Fixed Price teal, Hourly Rate blue. */
export function TypeBadge({ type }: { type: ProjectType }) {
  return (
    <Badge tone={type === 'hourly_rate' ? 'blue' : 'teal'} dot={false}>
      {projectTypeLabel(type)}
    </Badge>
  );
}
