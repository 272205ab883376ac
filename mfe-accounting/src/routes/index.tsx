import { Navigate, Route, Routes } from '@daftari/router';
import '../styles.css';
import { ChartOfAccountsPage } from './ChartOfAccountsPage.tsx';
import { JournalPage } from './JournalPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ReportsPage } from './ReportsPage.tsx';
import { RevaluationPage } from './RevaluationPage.tsx';

/** The accounting area, rendered by the shell at /accounting/*. */
export default function AccountingRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="reports" replace />} />
      <Route path="reports" element={<ReportsPage />} />
      <Route path="journal-entry" element={<JournalPage />} />
      <Route path="chart-of-accounts" element={<ChartOfAccountsPage />} />
      <Route path="revaluation" element={<RevaluationPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
