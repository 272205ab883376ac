import { messageOf } from '@daftari/api-client';
import { creditNoteActions, type Invoice, type InvoiceCreditNote } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import { Button, Card, DownloadIcon, PlusIcon, toastError, WalletIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, DocumentHistory } from '@daftari/ui/widgets';
import { useDownloadCreditNotePdf } from '../../api/credit-notes.ts';
import { creditNotesOf, creditRefusal } from '../../lib/credit-rules.ts';
import { CreditNoteRefunds } from './CreditNoteRefunds.tsx';

const list = css({ display: 'flex', flexDirection: 'column', listStyle: 'none', m: '0', p: '0' });
const entryRow = css({
  py: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
  _first: { pt: '1' },
  _last: { borderBottomWidth: '0', pb: '1' },
});
const top = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' });
const number = css({ fontWeight: 'semibold', color: 'fg' });
const amount = css({ fontWeight: 'medium', color: 'fg', fontVariantNumeric: 'tabular-nums' });
const meta = css({ fontSize: 'sm', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '2' });
const none = css({ fontSize: 'sm', color: 'fg.muted', py: '2' });
const hint = css({ fontSize: 'xs', color: 'fg.subtle', mt: '2' });

function CreditNoteEntry({
  note,
  currency,
  onRefund,
}: {
  note: InvoiceCreditNote;
  currency: string;
  onRefund: (note: InvoiceCreditNote) => void;
}) {
  const pdf = useDownloadCreditNotePdf(note.id, note.credit_note_number);
  const savePdf = () =>
    pdf.mutate(undefined, { onError: (error) => toastError('Failed to download PDF', messageOf(error, '')) });
  return (
    <li className={entryRow} aria-label={`Credit note ${note.credit_note_number}`}>
      <div className={top}>
        <span className={number}>{note.credit_note_number}</span>
        <span className={amount}>{formatMoney(note.total, currency)}</span>
      </div>
      <div className={meta}>{formatDateMedium(note.issue_date)}</div>
      <div className={meta}>
        Applied {formatMoney(note.applied_amount, currency)} · Refundable{' '}
        {formatMoney(note.refundable_amount, currency)}
      </div>
      <CreditNoteRefunds note={note} currency={currency} />
      <DocumentHistory
        documents="credit_notes"
        id={String(note.id)}
        inline
        label={`History of ${note.credit_note_number}`}
      />
      <div className={actions}>
        <Button
          variant="outline"
          size="sm"
          onClick={savePdf}
          loading={pdf.isPending}
          loadingText="Downloading..."
          aria-label={`PDF of ${note.credit_note_number}`}
        >
          <DownloadIcon />
          PDF
        </Button>
        {creditNoteActions(note).refund ? (
          <Allowed route="POST /api/credit_notes/:id/refunds">
            <Button variant="outline" size="sm" onClick={() => onRefund(note)}>
              <WalletIcon />
              Record refund
            </Button>
          </Allowed>
        ) : null}
      </div>
    </li>
  );
}

export interface CreditNotesCardProps {
  invoice: Invoice;
  onCreate: () => void;
  onRefund: (note: InvoiceCreditNote) => void;
}

/**
 * The invoice's credit notes (what each applied and left refundable, its refunds, its PDF) and 'Create credit
 * note' while something is left to credit. Drafts and void invoices without credit notes do not show it.
 */
export function CreditNotesCard({ invoice, onCreate, onRefund }: CreditNotesCardProps) {
  const refusal = creditRefusal(invoice);
  const notes = creditNotesOf(invoice);
  if (notes.length === 0 && (invoice.status === 'draft' || invoice.status === 'void')) return null;
  return (
    <Card
      title="Credit notes"
      aria-label="Credit notes"
      actions={
        refusal ? null : (
          <Allowed route="POST /api/credit_notes">
            <Button variant="outline" size="sm" onClick={onCreate}>
              <PlusIcon />
              Create credit note
            </Button>
          </Allowed>
        )
      }
    >
      {notes.length === 0 ? (
        <p className={none}>No credit notes yet.</p>
      ) : (
        <ul className={list} aria-label="Credit notes">
          {notes.map((note) => (
            <CreditNoteEntry key={note.id} note={note} currency={invoice.currency} onRefund={onRefund} />
          ))}
        </ul>
      )}
      {refusal && notes.length > 0 ? <p className={hint}>{refusal}.</p> : null}
    </Card>
  );
}
