import { Route, Routes } from 'react-router';
import '../styles.css';
import { ContactsListPage } from './ContactsListPage.tsx';

export default function ContactsRoutes() {
  return (
    <Routes>
      <Route index element={<ContactsListPage />} />
    </Routes>
  );
}
