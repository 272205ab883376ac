import { Link } from '@daftari/router';
import { ArrowLeftIcon, Button, InvoiceIcon, MissingRecord } from '@daftari/ui';

export interface DocumentNotFoundProps {
  kind: 'Invoice' | 'Estimate';
  /** The list to go back to. */
  listPath: string;
}

/** An unknown invoice or estimate (or a path the area does not know), with the way back to the list. */
export function DocumentNotFound({ kind, listPath }: DocumentNotFoundProps) {
  const noun = kind.toLowerCase();
  return (
    <MissingRecord
      icon={<InvoiceIcon size={22} />}
      title={`${kind} Not Found`}
      description={`The requested ${noun} could not be found.`}
      action={
        <Button variant="outline" asChild>
          <Link to={listPath}>
            <ArrowLeftIcon />
            Back to {noun}s
          </Link>
        </Button>
      }
    />
  );
}
