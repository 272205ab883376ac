import { messageOf } from '@daftari/api-client';
import { contactLabel, type Invoice } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import {
  BackLink,
  Button,
  DownloadIcon,
  LinkIcon,
  MailIcon,
  Menu,
  type MenuItem,
  MoreHorizontalIcon,
  PageHeader,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useDownloadInvoicePdf } from '../../api/invoices.ts';
import { creditRefusal } from '../../lib/credit-rules.ts';
import { actionsOf, isVoid, voidRefusal } from '../../lib/invoice-rules.ts';
import { INVOICE_LIST_PATH } from '../../lib/navigation.ts';
import { StatusBadge } from '../StatusBadge.tsx';
import { copyShareLink } from './copy-share-link.ts';
import { DueLabel, dueLabelOf } from './DueLabel.tsx';
import { useInvoicePermissions } from './use-invoice-permissions.ts';

const subtitle = css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', mt: '1' });
const menuHint = css({ display: 'block', fontSize: 'xs', color: 'fg.subtle', fontWeight: 'normal' });

export interface DetailHeaderProps {
  invoice: Invoice;
  onEmail: () => void;
  onDelete: () => void;
  onVoid: () => void;
  onCreditNote: () => void;
}

/** A menu entry, disabled with its reason under it when `refusal` is set. */
function guarded(item: MenuItem & { label: string }, refusal: string | null): MenuItem {
  if (!refusal) return item;
  return {
    ...item,
    disabled: true,
    label: (
      <span>
        {item.label}
        <span className={menuHint}>{refusal}</span>
      </span>
    ),
  };
}

/**
 * The menu's entries: the share link, then what the invoice allows (`actionsOf`) and the role may do
 * (`may`): a credit note, Void (with why not, while KRA or a payment holds it) and Delete (drafts).
 */
function menuItems(
  invoice: Invoice,
  may: ReturnType<typeof useInvoicePermissions>,
  actions: { copyLink: () => void; onVoid: () => void; onDelete: () => void; onCreditNote: () => void },
) {
  const items: MenuItem[] = [
    { value: 'share', label: 'Share via link', icon: <LinkIcon />, onSelect: actions.copyLink },
  ];
  const allowed = actionsOf(invoice);
  if (allowed.creditNote && may.creditNote) {
    items.push(
      guarded(
        { value: 'credit-note', label: 'Create credit note', onSelect: actions.onCreditNote },
        creditRefusal(invoice),
      ),
    );
  }
  if (allowed.void && may.void) {
    items.push(
      guarded(
        {
          value: 'void',
          label: 'Void invoice',
          tone: 'danger',
          separatorBefore: true,
          onSelect: actions.onVoid,
        },
        voidRefusal(invoice),
      ),
    );
  }
  if (allowed.delete && may.delete) {
    items.push({
      value: 'delete',
      label: 'Delete',
      tone: 'danger',
      separatorBefore: true,
      onSelect: actions.onDelete,
    });
  }
  return items;
}

/**
 * The invoice's title with its status, contact, total and due date, and its actions: save as PDF, send by
 * e-mail (not once void), copy the share link, and a menu with the link again, Void and Delete; each change
 * only for a role that may make it.
 */
export function DetailHeader({ invoice, onEmail, onDelete, onVoid, onCreditNote }: DetailHeaderProps) {
  const pdf = useDownloadInvoicePdf(invoice);
  const may = useInvoicePermissions(invoice);
  const dueLabel = dueLabelOf(invoice);
  const copyLink = () => copyShareLink(invoice.id);
  const savePdf = () =>
    pdf.mutate(undefined, {
      onError: (error) => toastError('Failed to download PDF', messageOf(error, '')),
    });

  return (
    <PageHeader
      eyebrow={<BackLink to={INVOICE_LIST_PATH}>Invoices</BackLink>}
      title={`Invoice ${invoice.invoice_number}`}
      description={
        <span className={subtitle}>
          <StatusBadge invoice={invoice} />
          <span>{contactLabel(invoice.contact)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatMoney(invoice.total, invoice.currency)}</span>
          {dueLabel ? (
            <>
              <span aria-hidden="true">·</span>
              <DueLabel label={dueLabel} />
            </>
          ) : null}
        </span>
      }
      actions={
        <>
          <Button variant="outline" onClick={savePdf} loading={pdf.isPending} loadingText="Downloading...">
            <DownloadIcon />
            Save as PDF
          </Button>
          {isVoid(invoice) || !may.send ? null : (
            <Button variant="outline" onClick={onEmail}>
              <MailIcon />
              Send by Email
            </Button>
          )}
          <Button variant="outline" size="icon" aria-label="Copy link" title="Copy link" onClick={copyLink}>
            <LinkIcon />
          </Button>
          <Menu
            trigger={
              <Button variant="outline" size="icon" aria-label="More actions" title="More actions">
                <MoreHorizontalIcon />
              </Button>
            }
            items={menuItems(invoice, may, {
              copyLink: () => void copyLink(),
              onVoid,
              onDelete,
              onCreditNote,
            })}
          />
        </>
      }
    />
  );
}
