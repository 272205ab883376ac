import { Route, Routes } from '@daftari/router';
import '../styles.css';
import { AccountsPage } from './AccountsPage.tsx';
import { ImportPage } from './ImportPage.tsx';
import { InboxPage } from './InboxPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PayoutsPage } from './PayoutsPage.tsx';
import { ReconcilePage } from './ReconcilePage.tsx';
import { RulesPage } from './RulesPage.tsx';

/** The banking area, rendered by the shell at /banking/*. */
export default function BankingRoutes() {
  return (
    <Routes>
      <Route index element={<AccountsPage />} />
      <Route path="import" element={<ImportPage />} />
      <Route path="inbox" element={<InboxPage />} />
      <Route path="rules" element={<RulesPage />} />
      <Route path="reconcile" element={<ReconcilePage />} />
      <Route path="payouts" element={<PayoutsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
