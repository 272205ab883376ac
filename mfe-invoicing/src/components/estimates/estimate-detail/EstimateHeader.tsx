import { messageOf } from '@daftari/api-client';
import { contactLabel, type Estimate, estimateLinkUrl, sectionPath } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { useNavigate } from '@daftari/router';
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
  PencilIcon,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useDownloadEstimatePdf } from '../../../api/estimates.ts';
import { actionsOf, ESTIMATE_LIST_PATH } from '../../../lib/estimate-rules.ts';
import { copyPublicLink } from '../../invoice-detail/copy-share-link.ts';
import { EstimateStatusBadge } from '../EstimateStatusBadge.tsx';
import { ConvertButton } from './ConvertButton.tsx';

const subtitle = css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', mt: '1' });

export interface EstimateHeaderProps {
  estimate: Estimate;
  onEmail: () => void;
  onDelete: () => void;
}

/**
 * The menu's entries, as the estimate allows (`actionsOf`) and the role may (`may`): Edit while the customer
 * has not answered, Delete for a draft.
 */
function menuItems(
  estimate: Estimate,
  may: (route: string) => boolean,
  actions: { onEdit: () => void; onDelete: () => void },
): MenuItem[] {
  const allowed = actionsOf(estimate);
  const items: MenuItem[] = [];
  if (allowed.edit && may('PUT /api/estimates/:id')) {
    items.push({ value: 'edit', label: 'Edit details', icon: <PencilIcon />, onSelect: actions.onEdit });
  }
  if (allowed.delete && may('DELETE /api/estimates/:id')) {
    items.push({
      value: 'delete',
      label: 'Delete',
      tone: 'danger',
      separatorBefore: items.length > 0,
      onSelect: actions.onDelete,
    });
  }
  return items;
}

/**
 * The estimate's number, status, contact and total, and its actions: Download PDF, Send by Email (until the
 * customer answers), Copy link (once sent: a draft has no public page), Convert to invoice, and a menu with
 * Edit and Delete; each change only for a role that may make it.
 */
export function EstimateHeader({ estimate, onEmail, onDelete }: EstimateHeaderProps) {
  const navigate = useNavigate();
  const onEdit = () => navigate(sectionPath('estimates', estimate.id, 'edit'));
  const pdf = useDownloadEstimatePdf(estimate);
  const savePdf = () =>
    pdf.mutate(undefined, {
      onError: (error) => toastError('Failed to download PDF', messageOf(error, '')),
    });
  const copyLink = () => copyPublicLink(estimateLinkUrl(window.location.origin, estimate.id), 'estimate');
  const may = useMayCall();
  const menu = menuItems(estimate, may, { onEdit, onDelete });

  return (
    <PageHeader
      eyebrow={<BackLink to={ESTIMATE_LIST_PATH}>Estimates</BackLink>}
      title={`Estimate ${estimate.estimate_number}`}
      description={
        <span className={subtitle}>
          <EstimateStatusBadge label={estimate.status_label} />
          <span>{contactLabel(estimate.contact)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatMoney(estimate.total, estimate.currency)}</span>
        </span>
      }
      actions={
        <>
          <Button variant="outline" onClick={savePdf} loading={pdf.isPending} loadingText="Downloading...">
            <DownloadIcon />
            Download PDF
          </Button>
          {actionsOf(estimate).edit && may('POST /api/estimates/:id/email_estimate') ? (
            <Button variant="outline" onClick={onEmail}>
              <MailIcon />
              Send by Email
            </Button>
          ) : null}
          {estimate.status === 'draft' ? null : (
            <Button
              variant="outline"
              size="icon"
              aria-label="Copy link"
              title="Copy link"
              onClick={() => void copyLink()}
            >
              <LinkIcon />
            </Button>
          )}
          <ConvertButton estimate={estimate} />
          {menu.length > 0 ? (
            <Menu
              trigger={
                <Button variant="outline" size="icon" aria-label="More actions" title="More actions">
                  <MoreHorizontalIcon />
                </Button>
              }
              items={menu}
            />
          ) : null}
        </>
      }
    />
  );
}
