import { Route, Routes, useParams } from '@daftari/router';
import { ScreenLoading } from '@daftari/ui';
import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import '../styles.css';
import { ContactNotFound } from '../components/ContactNotFound.tsx';
import { ContactsListPage } from './ContactsListPage.tsx';

// The list, where the area opens, comes with the module the shell mounts; every other screen loads when opened.
const ContactCreatePage = lazy(async () => ({
  default: (await import('./ContactCreatePage.tsx')).ContactCreatePage,
}));
const ContactDetailPage = lazy(async () => ({
  default: (await import('./ContactDetailPage.tsx')).ContactDetailPage,
}));
const ContactEditPage = lazy(async () => ({
  default: (await import('./ContactEditPage.tsx')).ContactEditPage,
}));

/** Contact ids are positive integers; anything else is a page that does not exist. */
function WithContactId({ render }: { render: (id: number) => ReactNode }) {
  const { contactId = '' } = useParams();
  const id = /^\d+$/.test(contactId) ? Number(contactId) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) return <ContactNotFound />;
  // A fresh page per contact: no state carries over from one contact to the next.
  return <Fragment key={id}>{render(id)}</Fragment>;
}

/** The contacts area, rendered by the shell at /contacts/*. */
export default function ContactsRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route index element={<ContactsListPage />} />
        <Route path="create" element={<ContactCreatePage />} />
        <Route path=":contactId" element={<WithContactId render={(id) => <ContactDetailPage id={id} />} />} />
        <Route
          path=":contactId/edit"
          element={<WithContactId render={(id) => <ContactEditPage id={id} />} />}
        />
        <Route path="*" element={<ContactNotFound />} />
      </Routes>
    </Suspense>
  );
}
