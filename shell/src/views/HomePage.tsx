import { currentUserQuery } from '@daftari/api-client';
import { type AreaName, areas } from '@daftari/contracts';
import { preloadArea } from '@daftari/mf';
import { Link } from '@daftari/router';
import { Card, PageHeader } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { HomeDashboard } from './HomeDashboard.tsx';
import { OnboardingChecklist } from './onboarding/OnboardingChecklist.tsx';

const shortcuts: { title: string; text: string; area: AreaName }[] = [
  {
    title: 'Send an invoice',
    text: 'Bill a customer and share a link they can pay.',
    area: 'invoicing',
  },
  {
    title: 'Add a contact',
    text: 'Keep customers and suppliers in one place.',
    area: 'contacts',
  },
  {
    title: 'Record an expense',
    text: 'Snap a receipt and let Daftari read it.',
    area: 'expenses',
  },
  {
    title: 'Start a project',
    text: 'Track fixed-price or hourly work.',
    area: 'projects',
  },
];

export function HomePage() {
  const { data: user } = useQuery(currentUserQuery);
  const firstName = user?.name.split(' ')[0] ?? '';
  return (
    <>
      <PageHeader title={`Karibu, ${firstName}`} description="Here is where to pick up today." />
      <OnboardingChecklist />
      <section aria-label="Your figures" className={css({ mb: '8' })}>
        <HomeDashboard />
      </section>
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}
      >
        {shortcuts.map(({ title, text, area }) => (
          <Link
            key={area}
            to={areas[area].basePath}
            onMouseEnter={() => preloadArea(area)}
            onFocus={() => preloadArea(area)}
          >
            <Card
              className={css({
                h: 'full',
                transition: 'border-color 0.15s, box-shadow 0.15s',
                _hover: { borderColor: 'accent', shadow: 'md' },
              })}
            >
              <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>{title}</h2>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{text}</p>
            </Card>
          </Link>
        ))}
      </div>
    </>
  );
}
