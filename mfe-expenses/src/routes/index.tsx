import { Route, Routes } from 'react-router';
import '../styles.css';
import { ExpenseIndexPage } from './ExpenseIndexPage.tsx';

export default function ExpensesRoutes() {
  return (
    <Routes>
      <Route index element={<ExpenseIndexPage />} />
    </Routes>
  );
}
