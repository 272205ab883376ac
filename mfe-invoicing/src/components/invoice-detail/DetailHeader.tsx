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
  MoreHorizontalIcon,
  PageHeader,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useDownloadInvoicePdf } from '../../api/invoices.ts';
import { INVOICE_LIST_PATH } from '../../lib/navigation.ts';
import { StatusBadge } from '../StatusBadge.tsx';
import { copyShareLink } from './copy-share-link.ts';
import { DueLabel, dueLabelOf } from './DueLabel.tsx';

const subtitle = css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', mt: '1' });
const menuHint = css({ display: 'block', fontSize: 'xs', color: 'fg.subtle', fontWeight: 'normal' });

export interface DetailHeaderProps {
  invoice: Invoice;
  onEmail: () => void;
  onDelete: () => void;
}

/**
 * The invoice's title with its status, contact, total and due date, and its actions: save as PDF, send by
 * e-mail, copy the share link, and a menu with the link again and Delete (drafts only).
 */
export function DetailHeader({ invoice, onEmail, onDelete }: DetailHeaderProps) {
  const pdf = useDownloadInvoicePdf(invoice.id);
  const isDraft = invoice.status === 'draft';
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
          <Button variant="outline" onClick={onEmail}>
            <MailIcon />
            Send by Email
          </Button>
          <Button variant="outline" size="icon" aria-label="Copy link" title="Copy link" onClick={copyLink}>
            <LinkIcon />
          </Button>
          <Menu
            trigger={
              <Button variant="outline" size="icon" aria-label="More actions" title="More actions">
                <MoreHorizontalIcon />
              </Button>
            }
            items={[
              {
                value: 'share',
                label: 'Share via link',
                icon: <LinkIcon />,
                onSelect: () => void copyLink(),
              },
              {
                value: 'delete',
                label: isDraft ? (
                  'Delete'
                ) : (
                  <span>
                    Delete
                    <span className={menuHint}>Only draft invoices can be deleted</span>
                  </span>
                ),
                tone: 'danger',
                disabled: !isDraft,
                separatorBefore: true,
                onSelect: onDelete,
              },
            ]}
          />
        </>
      }
    />
  );
}
