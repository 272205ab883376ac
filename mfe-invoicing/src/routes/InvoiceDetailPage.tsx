import { currentUserQuery } from '@daftari/api-client';
import type { Account, Invoice, InvoiceItem } from '@daftari/contracts';
import { dueDateLabel, formatDateMedium, formatMoney, paymentTerms } from '@daftari/format';
import { Link, useNavigate, useParams } from '@daftari/router';
import {
  ArrowLeftIcon,
  BackLink,
  BankIcon,
  Button,
  Card,
  DownloadIcon,
  EmptyState,
  LinkIcon,
  MailIcon,
  Menu,
  MoreHorizontalIcon,
  PageHeader,
  PlusIcon,
  Skeleton,
  toast,
  WalletIcon,
} from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  isNotFound,
  useDeleteInvoiceItem,
  useDownloadInvoicePdf,
  useInvoice,
  useUpdateInvoice,
} from '../api/invoices.ts';
import { DeleteInvoiceDialog } from '../components/DeleteInvoiceDialog.tsx';
import { EmailInvoiceDialog } from '../components/EmailInvoiceDialog.tsx';
import { InvoiceItemDialog } from '../components/InvoiceItemDialog.tsx';
import { ItemsTable } from '../components/ItemsTable.tsx';
import { METHOD_LABELS, RecordPaymentDialog } from '../components/RecordPaymentDialog.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { StatusTracker } from '../components/StatusTracker.tsx';
import { UnrecordedCharges } from '../components/UnrecordedCharges.tsx';
import { contactLabel, presentParts } from '../lib/display.ts';
import { messageOf, toastError } from '../lib/errors.ts';
import { shareLink } from '../lib/navigation.ts';

const LIST_PATH = '/work/invoicing/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const subtitle = css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', mt: '1' });
const layout = css({
  display: 'grid',
  gridTemplateColumns: { lgDown: '1fr', lg: 'minmax(0, 1fr) 320px' },
  gap: '5',
  alignItems: 'start',
});
const column = css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' });
const trackerCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  px: '5',
  py: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: 'xs',
});
const trackerTop = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  flexWrap: 'wrap',
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: { smDown: '1fr 1fr', sm: 'repeat(3, max-content)' },
  columnGap: '10',
  rowGap: '3',
  pt: '4',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.subtle',
});
const factLabel = css({ fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' });
const factValue = css({ fontSize: 'md', color: 'fg', fontWeight: 'medium', mt: '0.5' });
const documentCard = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: 'sm',
  overflow: 'hidden',
});
const documentHead = css({
  display: 'grid',
  gridTemplateColumns: { smDown: '1fr', sm: '1fr 1fr' },
  gap: '6',
  px: { mdDown: '5', md: '8' },
  pt: { mdDown: '5', md: '7' },
  pb: '6',
});
const overline = css({ textStyle: 'overline', color: 'fg.subtle', mb: '1.5' });
const partyName = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' });
const partyLine = css({ fontSize: 'sm', color: 'fg.muted' });
const itemsBox = css({ px: { mdDown: '2', md: '5' }, overflowX: 'auto' });
const documentFoot = css({
  display: 'grid',
  gridTemplateColumns: { mdDown: '1fr', md: '1fr 1fr' },
  gap: '6',
  px: { mdDown: '5', md: '8' },
  pt: '5',
  pb: { mdDown: '5', md: '7' },
  alignItems: 'start',
});
const totals = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  fontSize: 'md',
  fontVariantNumeric: 'tabular-nums',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '6' },
  '& dt': { color: 'fg.muted' },
  '& dd': { textAlign: 'end', color: 'fg' },
});
const grandTotal = css({
  pt: '3',
  mt: '1',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
  fontSize: 'lg',
  fontWeight: 'semibold',
  '& dt, & dd': { color: 'fg' },
});
const bankBlock = css({
  order: { mdDown: 1 },
  p: '4',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.subtle',
  fontSize: 'sm',
});
const bankTitle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
  color: 'fg',
  mb: '2',
});
const bankGrid = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '1',
  '& dt': { color: 'fg.subtle' },
  '& dd': { color: 'fg', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' },
});
const hint = css({ color: 'fg.muted' });
const notesBox = css({
  gridColumn: { md: 'span 2' },
  fontSize: 'sm',
  color: 'fg.muted',
  whiteSpace: 'pre-wrap',
});
const addRow = css({ px: { mdDown: '5', md: '8' }, pt: '3' });
const sideList = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  fontSize: 'md',
  '& > div': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' },
  '& dt': { color: 'fg.muted' },
  '& dd': { color: 'fg', fontWeight: 'medium', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});
const balanceRow = css({
  pt: '3',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.subtle',
});
const dueNote = css({ display: 'block', fontSize: 'xs', fontWeight: 'normal', color: 'fg.subtle' });
const overdue = css({ color: 'danger.fg' });
const contactLink = css({
  color: 'accent.fg',
  fontWeight: 'medium',
  _hover: { textDecoration: 'underline' },
});
const payments = css({ display: 'flex', flexDirection: 'column', listStyle: 'none', m: '0', p: '0' });
const payment = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  py: '2.5',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
  _last: { borderBottomWidth: '0' },
});
const paymentMain = css({ fontWeight: 'medium', color: 'fg', fontVariantNumeric: 'tabular-nums' });
const paymentMeta = css({ fontSize: 'sm', color: 'fg.subtle' });
const noPayments = css({ fontSize: 'sm', color: 'fg.muted', py: '2' });
const menuHint = css({ display: 'block', fontSize: 'xs', color: 'fg.subtle', fontWeight: 'normal' });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className={factLabel}>{label}</div>
      <div className={factValue}>{children}</div>
    </div>
  );
}

/** Where customers pay, from the account settings. */
function BankDetails({ account }: { account: Account | undefined }) {
  const rows = account
    ? ([
        ['Bank', account.bank_name],
        ['Account name', account.bank_account_name],
        ['Account number', account.bank_account_number],
        ['Branch', account.bank_branch],
        ['Sort code', account.bank_sort_code],
        ['M-Pesa Paybill', account.mpesa_paybill],
      ] as const)
    : [];
  const present = rows.filter(([, value]) => value && value.trim() !== '');
  return (
    <section className={bankBlock} aria-label="Payment details">
      <div className={bankTitle}>
        <BankIcon />
        Payment details
      </div>
      {present.length > 0 ? (
        <dl className={bankGrid}>
          {present.map(([label, value]) => (
            <div key={label} className={css({ display: 'contents' })}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={hint}>Add your bank details in account settings so customers know where to pay.</p>
      )}
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="invoice-detail-skeleton">
      <span className={css({ srOnly: true })} role="status">
        Loading invoice
      </span>
      <div className={css({ pb: '6' })} aria-hidden="true">
        <Skeleton width={80} height={10} />
        <Skeleton width={260} height={26} className={css({ mt: '3' })} />
      </div>
      <div className={layout} aria-hidden="true">
        <div className={column}>
          <div className={trackerCard}>
            <Skeleton width={320} height={24} />
            <Skeleton width="60%" height={12} />
          </div>
          <div
            className={cx(documentCard, css({ p: '8', display: 'flex', flexDirection: 'column', gap: '4' }))}
          >
            <Skeleton width="40%" height={16} />
            <Skeleton lines={3} height={10} />
            <Skeleton height={120} />
          </div>
        </div>
        <div className={cx(trackerCard, css({ gap: '3' }))}>
          <Skeleton lines={5} height={12} />
        </div>
      </div>
    </div>
  );
}

/** An unknown invoice, and any other path under /work/invoicing the area does not know. */
export function InvoiceNotFound() {
  return (
    <Card>
      <EmptyState title="Invoice Not Found" description="The requested invoice could not be found.">
        <Button variant="outline" asChild>
          <Link to={LIST_PATH}>
            <ArrowLeftIcon />
            Back to invoices
          </Link>
        </Button>
      </EmptyState>
    </Card>
  );
}

export function InvoiceDetailPage() {
  const { invoiceId } = useParams();
  const validId = invoiceId && UUID.test(invoiceId) ? invoiceId : undefined;
  const query = useInvoice(validId);

  if (!validId || (query.isError && isNotFound(query.error))) return <InvoiceNotFound />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <Card>
        <EmptyState
          title="Something went wrong!"
          description={messageOf(query.error, 'Failed to load invoice')}
          icon={null}
        >
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </EmptyState>
      </Card>
    );
  }
  return <InvoiceDetail invoice={query.data} />;
}

function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const user = useQuery(currentUserQuery);
  const account = user.data?.account;
  const update = useUpdateInvoice(invoice.id);
  const pdf = useDownloadInvoicePdf(invoice.id);
  const deleteItem = useDeleteInvoiceItem(invoice.id);
  const [emailOpen, setEmailOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [itemDialog, setItemDialog] = useState<{ open: boolean; item: InvoiceItem | null }>({
    open: false,
    item: null,
  });
  const [deletingItemId, setDeletingItemId] = useState<number | null>(null);

  const isDraft = invoice.status === 'draft';
  const contact = invoice.contact;
  const address = presentParts(
    contact?.billing_address?.street,
    contact?.billing_address?.city,
    contact?.billing_address?.postal_code,
  );
  const currency = invoice.currency;
  const isPaid = invoice.status === 'paid';
  const dueLabel = isPaid ? '' : dueDateLabel(invoice.due_date);

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available in this browser.');
      await navigator.clipboard.writeText(shareLink(invoice.id));
      toast.success('Link copied to clipboard', {
        description: 'You can share this link to view the invoice.',
      });
    } catch (error) {
      toastError('Failed to copy link', error);
    }
  };

  const markAsSent = () =>
    update.mutate(
      { invoice: { status: 'sent' } },
      {
        onSuccess: () => toast.success('Invoice marked as sent'),
        onError: (error) => toastError('Failed to update invoice', error),
      },
    );

  const savePdf = () =>
    pdf.mutate(undefined, {
      onError: (error) => toastError('Failed to download PDF', error),
    });

  const removeItem = (item: InvoiceItem) => {
    setDeletingItemId(item.id);
    deleteItem.mutate(item.id, {
      onSuccess: () => toast.success('Item removed'),
      onError: (error) => toastError('Failed to delete item', error),
      onSettled: () => setDeletingItemId(null),
    });
  };

  const openEmail = () => {
    if (!email) setEmail(contact?.email ?? '');
    setEmailOpen(true);
  };

  return (
    <>
      <PageHeader
        eyebrow={<BackLink to={LIST_PATH}>Invoices</BackLink>}
        title={`Invoice ${invoice.invoice_number}`}
        description={
          <span className={subtitle}>
            <StatusBadge invoice={invoice} />
            <span>{contactLabel(contact)}</span>
            <span aria-hidden="true">·</span>
            <span>{formatMoney(invoice.total, currency)}</span>
            {dueLabel ? (
              <>
                <span aria-hidden="true">·</span>
                <span className={cx(dueLabel === 'Overdue' && overdue)}>{dueLabel}</span>
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
            <Button variant="outline" onClick={openEmail}>
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
                  onSelect: () => setDeleteOpen(true),
                },
              ]}
            />
          </>
        }
      />

      <div className={layout}>
        <div className={column}>
          <UnrecordedCharges charges={invoice.unrecorded_charges} />
          <section className={trackerCard} aria-label="Status">
            <div className={trackerTop}>
              <StatusTracker status={invoice.status} />
              {isDraft ? (
                <Button onClick={markAsSent} loading={update.isPending} loadingText="Marking...">
                  Mark as Sent
                </Button>
              ) : null}
            </div>
            <div className={facts}>
              <Fact label="Invoice number">{invoice.invoice_number}</Fact>
              <Fact label="Issue date">{formatDateMedium(invoice.issue_date)}</Fact>
              <Fact label="Payment Terms">{paymentTerms(invoice.issue_date, invoice.due_date)}</Fact>
            </div>
          </section>

          <article className={documentCard} aria-label="Invoice">
            <div className={documentHead}>
              <div>
                <div className={overline}>From</div>
                <div className={partyName}>{account?.name ?? <Skeleton width={140} height={14} />}</div>
                {account
                  ? presentParts(
                      account.address_line1,
                      account.address_line2,
                      account.city,
                      account.email,
                    ).map((line) => (
                      <div key={line} className={partyLine}>
                        {line}
                      </div>
                    ))
                  : null}
              </div>
              <div>
                <div className={overline}>Bill to</div>
                <div className={partyName}>{contact?.full_name || contactLabel(contact)}</div>
                {address.map((line) => (
                  <div key={line} className={partyLine}>
                    {line}
                  </div>
                ))}
              </div>
            </div>

            <div className={itemsBox}>
              <ItemsTable
                invoice={invoice}
                onEdit={(item) => setItemDialog({ open: true, item })}
                onDelete={removeItem}
                deletingId={deletingItemId}
              />
            </div>
            <div className={addRow}>
              <Button variant="ghost" size="sm" onClick={() => setItemDialog({ open: true, item: null })}>
                <PlusIcon />
                Add Invoice Item
              </Button>
            </div>

            <div className={documentFoot}>
              <BankDetails account={account} />
              <dl className={totals} aria-label="Totals">
                <div>
                  <dt>Subtotal</dt>
                  <dd data-testid="total-subtotal">{formatMoney(invoice.subtotal, currency)}</dd>
                </div>
                <div>
                  <dt>Discount</dt>
                  <dd data-testid="total-discount">
                    {invoice.discount_total > 0 ? '−' : ''}
                    {formatMoney(invoice.discount_total, currency)}
                  </dd>
                </div>
                <div>
                  <dt>Tax</dt>
                  <dd data-testid="total-tax">{formatMoney(invoice.tax_total, currency)}</dd>
                </div>
                <div className={grandTotal}>
                  <dt>Total</dt>
                  <dd data-testid="total-total">{formatMoney(invoice.total, currency)}</dd>
                </div>
              </dl>
              {invoice.notes ? <p className={notesBox}>{invoice.notes}</p> : null}
            </div>
          </article>
        </div>

        <aside className={column} aria-label="Invoice summary">
          <Card>
            <dl className={sideList}>
              <div>
                <dt>Total value</dt>
                <dd data-testid="side-total">{formatMoney(invoice.total, currency)}</dd>
              </div>
              <div>
                <dt>Total Paid</dt>
                <dd data-testid="side-paid">{formatMoney(invoice.paid_amount, currency)}</dd>
              </div>
              <div className={balanceRow}>
                <dt>Balance</dt>
                <dd data-testid="side-balance">{formatMoney(invoice.balance, currency)}</dd>
              </div>
              <div className={balanceRow}>
                <dt>Created date</dt>
                <dd>{formatDateMedium(invoice.created_at)}</dd>
              </div>
              <div>
                <dt>Due date</dt>
                <dd>
                  {formatDateMedium(invoice.due_date)}
                  {dueLabel ? (
                    <span className={cx(dueNote, dueLabel === 'Overdue' && overdue)}>{dueLabel}</span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>Contact</dt>
                <dd>
                  {contact ? (
                    <Link to={`/contacts/${invoice.contact_id}`} className={contactLink}>
                      {contactLabel(contact)}
                    </Link>
                  ) : (
                    'Unknown'
                  )}
                </dd>
              </div>
            </dl>
          </Card>

          <Card
            title="Payments"
            actions={
              invoice.balance > 0 ? (
                <Button variant="outline" size="sm" onClick={() => setPaymentOpen(true)}>
                  <WalletIcon />
                  Record payment
                </Button>
              ) : null
            }
          >
            {invoice.payments.length === 0 ? (
              <p className={noPayments}>No payments yet.</p>
            ) : (
              <ul className={payments} aria-label="Payments">
                {invoice.payments.map((entry) => (
                  <li key={entry.id} className={payment}>
                    <div>
                      <div className={paymentMain}>{formatMoney(entry.amount, currency)}</div>
                      <div className={paymentMeta}>
                        {[METHOD_LABELS[entry.method] ?? entry.method, entry.reference]
                          .filter(Boolean)
                          .join(' · ')}
                      </div>
                    </div>
                    <div className={paymentMeta}>{formatDateMedium(entry.paid_on)}</div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </aside>
      </div>

      <InvoiceItemDialog
        invoice={invoice}
        item={itemDialog.item}
        open={itemDialog.open}
        onOpenChange={(open) => setItemDialog((current) => ({ ...current, open }))}
      />
      <EmailInvoiceDialog
        invoice={invoice}
        open={emailOpen}
        onOpenChange={setEmailOpen}
        email={email}
        onEmailChange={setEmail}
      />
      <RecordPaymentDialog invoice={invoice} open={paymentOpen} onOpenChange={setPaymentOpen} />
      <DeleteInvoiceDialog
        invoice={invoice}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => navigate(LIST_PATH)}
      />
    </>
  );
}
