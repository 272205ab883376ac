import { Badge } from '@daftari/ui';

/** The tag on a field that receipt extraction filled. */
export function DetectedBadge() {
  return <Badge tone="teal">Detected</Badge>;
}
