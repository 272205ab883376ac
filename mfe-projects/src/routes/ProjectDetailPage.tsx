import { errorMessage, isNotFound } from '@daftari/api-client';
import { areaPath, contactLabel, type Project } from '@daftari/contracts';
import {
  centsToNumber,
  formatDateMedium,
  formatMoney,
  formatPercent,
  pluralize,
  toCents,
} from '@daftari/format';
import {
  BackLink,
  BuildingIcon,
  CalendarIcon,
  Card,
  ClockIcon,
  DetailRow,
  HashIcon,
  IconRow,
  LinkButton,
  MailIcon,
  PencilIcon,
  PlusIcon,
  RecordHeader,
  RecordPage,
  Skeleton,
  TagIcon,
  TextLink,
  UserIcon,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, DocumentHistory } from '@daftari/ui/widgets';
import { useAccountCurrency, useProject } from '../api/projects.ts';
import { BudgetBar } from '../components/BudgetBar.tsx';
import { ProjectNotFound } from '../components/ProjectNotFound.tsx';
import { TypeBadge } from '../components/TypeBadge.tsx';
import { ProjectTimeCard } from '../components/time/ProjectTimeCard.tsx';
import { invoicedShare, projectTypeLabel } from '../lib/display.ts';

const LIST_PATH = areaPath('projects');

/** Invoice creation for this project's contact, with the project named (cross-area links are URLs). */
export const newInvoicePath = (project: Pick<Project, 'id' | 'contact_id'>) =>
  `${areaPath('invoicing', 'create')}?contactId=${project.contact_id}&projectId=${project.id}`;

const skeletonHeader = css({ pb: '6' });
const subtitle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
  mt: '1.5',
  fontSize: 'sm',
  color: 'fg.muted',
});
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' },
  gap: '5',
  alignItems: 'start',
});
const column = css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' });
const stats = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
const statLabel = css({ fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' });
const statValue = css({
  fontSize: 'xl',
  fontWeight: 'semibold',
  color: 'fg',
  fontVariantNumeric: 'tabular-nums',
  mt: '0.5',
});
const over = css({ color: 'warning.fg' });
const barRow = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '5' });
const barCaption = css({ fontSize: 'sm', color: 'fg.muted' });
const list = css({ display: 'grid', gap: '4' });
const detailsGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '5',
});
const sequenceText = css({ fontSize: 'sm', color: 'fg.muted' });
const prefixRow = css({ mt: '2', fontSize: 'sm', color: 'fg.muted' });
const prefix = css({
  display: 'inline-block',
  ml: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'md',
  bg: 'bg.muted',
  fontFamily: 'mono',
  fontSize: 'sm',
  color: 'fg',
});

function BudgetCard({ project, currency }: { project: Project; currency: string | undefined }) {
  const { budget } = project;
  const invoiced = project.invoiced_total;
  const remaining = budget === null ? null : centsToNumber(toCents(budget) - toCents(invoiced));
  const share = invoicedShare(invoiced, budget);
  return (
    <Card title="Budget" description="What the project is worth, and how much of it is invoiced.">
      <dl className={stats}>
        <div>
          <dt className={statLabel}>Budget</dt>
          <dd className={statValue}>{budget === null ? 'Not set' : formatMoney(budget, currency)}</dd>
        </div>
        <div>
          <dt className={statLabel}>Invoiced so far</dt>
          <dd className={statValue}>{formatMoney(invoiced, currency)}</dd>
        </div>
        <div>
          <dt className={statLabel}>
            {remaining !== null && remaining < 0 ? 'Over budget' : 'Left to invoice'}
          </dt>
          <dd className={`${statValue} ${remaining !== null && remaining < 0 ? over : ''}`}>
            {remaining === null ? '-' : formatMoney(Math.abs(remaining), currency)}
          </dd>
        </div>
      </dl>
      {share === null || budget === null ? null : (
        <div className={barRow}>
          <BudgetBar share={share} />
          <p className={barCaption}>{formatPercent(invoiced, budget)} of the budget invoiced</p>
        </div>
      )}
    </Card>
  );
}

function DetailsCard({ project, currency }: { project: Project; currency: string | undefined }) {
  const hourly = project.project_type === 'hourly_rate';
  return (
    <Card title="Details">
      <dl className={detailsGrid}>
        <DetailRow icon={<TagIcon />} label="Project Type">
          {projectTypeLabel(project.project_type)}
        </DetailRow>
        {hourly ? (
          <>
            <DetailRow icon={<TagIcon />} label="Hourly Rate">
              {project.hourly_rate === null ? null : formatMoney(project.hourly_rate, currency)}
            </DetailRow>
            <DetailRow icon={<ClockIcon />} label="Total Hours">
              {project.total_hours === null ? null : pluralize(project.total_hours, 'hour')}
            </DetailRow>
          </>
        ) : (
          <DetailRow icon={<TagIcon />} label="Flat Rate">
            {project.flat_rate === null ? null : formatMoney(project.flat_rate, currency)}
          </DetailRow>
        )}
        <DetailRow icon={<CalendarIcon />} label="End Date">
          {project.end_date ? formatDateMedium(project.end_date) : null}
        </DetailRow>
        <DetailRow icon={<CalendarIcon />} label="Created">
          {formatDateMedium(project.created_at)}
        </DetailRow>
      </dl>
    </Card>
  );
}

function ContactCard({ project }: { project: Project }) {
  const contact = project.contact;
  const name = contactLabel(contact);
  return (
    <Card
      title="Contact"
      actions={
        <TextLink to={areaPath('contacts', contact.id)} className={css({ fontSize: 'sm' })}>
          View contact
        </TextLink>
      }
    >
      <dl className={list}>
        <DetailRow icon={<UserIcon />} label="Name">
          {name}
        </DetailRow>
        {contact.company_name && contact.company_name !== name ? (
          <DetailRow icon={<BuildingIcon />} label="Company">
            {contact.company_name}
          </DetailRow>
        ) : null}
        <DetailRow icon={<MailIcon />} label="Email" href={`mailto:${contact.email}`}>
          {contact.email}
        </DetailRow>
      </dl>
    </Card>
  );
}

function SequenceCard({ project }: { project: Project }) {
  return (
    <Card title="Invoice numbering">
      <IconRow icon={<HashIcon />}>
        <p className={css({ fontWeight: 'medium', color: 'fg' })}>
          {project.project_invoice_sequence ? 'Separate sequence' : 'Shared sequence'}
        </p>
        <p className={sequenceText}>
          {project.project_invoice_sequence
            ? 'Invoices for this project use their own sequence.'
            : "Invoices for this project are numbered with the account's other invoices."}
        </p>
        {project.project_invoice_sequence && project.invoice_prefix ? (
          <p className={prefixRow}>
            Prefix <span className={prefix}>{project.invoice_prefix}</span>
          </p>
        ) : null}
      </IconRow>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <span className={css({ srOnly: true })} role="status">
        Loading project
      </span>
      <div className={skeletonHeader} aria-hidden="true">
        <div className={css({ display: 'grid', gap: '2' })}>
          <Skeleton width={260} height={26} />
          <Skeleton width={200} height={14} />
        </div>
      </div>
      <div className={layout} aria-hidden="true">
        <div className={column}>
          <Skeleton height={180} />
          <Skeleton height={260} />
        </div>
        <div className={column}>
          <Skeleton height={180} />
          <Skeleton height={120} />
        </div>
      </div>
    </div>
  );
}

function ProjectView({ project, currency }: { project: Project; currency: string | undefined }) {
  return (
    <>
      <RecordHeader
        title={project.name}
        subtitle={
          <p className={subtitle}>
            <TypeBadge type={project.project_type} />
            <span>for {contactLabel(project.contact)}</span>
            {project.end_date ? (
              <>
                <span aria-hidden="true">·</span>
                <span>ends {formatDateMedium(project.end_date)}</span>
              </>
            ) : null}
          </p>
        }
        actions={
          <>
            <Allowed route="PUT /api/projects/:id">
              <LinkButton
                to={areaPath('projects', project.id, 'edit')}
                variant="outline"
                icon={<PencilIcon />}
              >
                Edit
              </LinkButton>
            </Allowed>
            <Allowed route="POST /api/invoices">
              <LinkButton to={newInvoicePath(project)} icon={<PlusIcon />}>
                New invoice
              </LinkButton>
            </Allowed>
          </>
        }
      />
      <div className={layout}>
        <div className={column}>
          <BudgetCard project={project} currency={currency} />
          {project.project_type === 'hourly_rate' ? (
            <ProjectTimeCard project={project} currency={currency} />
          ) : null}
          <DetailsCard project={project} currency={currency} />
          <DocumentHistory documents="projects" id={String(project.id)} />
        </div>
        <div className={column}>
          <ContactCard project={project} />
          <SequenceCard project={project} />
        </div>
      </div>
    </>
  );
}

export function ProjectDetailPage({ id }: { id: number }) {
  const project = useProject(id);
  const currency = useAccountCurrency();
  if (project.isError && isNotFound(project.error)) return <ProjectNotFound />;
  return (
    <RecordPage
      back={<BackLink to={LIST_PATH}>Projects</BackLink>}
      error={project.isError ? errorMessage(project.error, 'Failed to load project') : null}
      onRetry={() => void project.refetch()}
      skeleton={<DetailSkeleton />}
    >
      {project.data ? <ProjectView project={project.data} currency={currency} /> : null}
    </RecordPage>
  );
}
