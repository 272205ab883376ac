import { Route, Routes } from '@daftari/router';
import '../styles.css';
import { ExpenseNotFound } from '../components/ExpenseNotFound.tsx';
import { ExpenseFormPage } from './ExpenseFormPage.tsx';
import { ExpenseIndexPage } from './ExpenseIndexPage.tsx';

/** The expenses area, rendered by the shell at /expenses/*. */
export default function ExpensesRoutes() {
  return (
    <Routes>
      <Route index element={<ExpenseIndexPage />} />
      <Route path="create" element={<ExpenseFormPage />} />
      <Route path=":expenseId/edit" element={<ExpenseFormPage />} />
      <Route path="*" element={<ExpenseNotFound />} />
    </Routes>
  );
}
