import { Link } from '@daftari/router';
import { Button, Card } from '@daftari/ui';
import type { ReactNode } from 'react';
import { formSectionList } from './form-styles.ts';

export interface FormCardProps {
  /** Where Cancel goes. */
  cancelTo: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The form's sections. */
  children: ReactNode;
}

/** A document form's card: its sections, then Cancel and the submit button. */
export function FormCard({ cancelTo, submitLabel, pendingLabel, pending, children }: FormCardProps) {
  return (
    <Card
      footer={
        <>
          <Button variant="outline" asChild>
            <Link to={cancelTo}>Cancel</Link>
          </Button>
          <Button type="submit" loading={pending} loadingText={pendingLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className={formSectionList}>{children}</div>
    </Card>
  );
}
