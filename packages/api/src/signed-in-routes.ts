import type { FastifyInstance } from 'fastify';
import type { FileStore, ObjectStore } from './adapters/storage/index.ts';
import type { AppDeps } from './deps.ts';
import { registerAccountRoutes } from './modules/account/index.ts';
import { registerActivityRoutes } from './modules/activity/index.ts';
import { registerAuditRoutes } from './modules/audit/index.ts';
import { registerSecurityRoutes, registerSessionRoutes } from './modules/auth/index.ts';
import { registerBankingRoutes, suggestSentInvoices } from './modules/banking/index.ts';
import { registerBillRoutes, registerEtimsPurchaseRoutes } from './modules/bills/index.ts';
import { registerBusinessKeyRoutes } from './modules/business-keys/index.ts';
import { registerContactStatementRoutes } from './modules/contact-statements/index.ts';
import { registerContactRoutes } from './modules/contacts/index.ts';
import { registerCreditNoteRoutes } from './modules/credit-notes/index.ts';
import { registerCurrentUserRoutes } from './modules/current-user/index.ts';
import { registerEstimateRoutes } from './modules/estimates/index.ts';
import { type Etims, isKnownItemClass, registerEtimsRoutes } from './modules/etims/index.ts';
import { registerExchangeRateRoutes } from './modules/exchange-rates/index.ts';
import { registerExpenseRoutes } from './modules/expenses/index.ts';
import { registerExportRoutes } from './modules/exports/index.ts';
import { registerInvoiceRoutes } from './modules/invoices/index.ts';
import { registerJobRoutes } from './modules/jobs/index.ts';
import { registerJournalRoutes } from './modules/ledger/index.ts';
import { registerLedgerAccountRoutes } from './modules/ledger-accounts/index.ts';
import { registerDarajaRoutes, registerMpesaRoutes } from './modules/mpesa/index.ts';
import { registerOpenBillRoutes } from './modules/open-bills/index.ts';
import { registerOpenInvoiceRoutes } from './modules/open-invoices/index.ts';
import { registerReceiptRoutes } from './modules/payment-receipts/index.ts';
import type { Payments } from './modules/payments/index.ts';
import { registerPriceListRoutes } from './modules/price-list/index.ts';
import { registerProjectRoutes } from './modules/projects/index.ts';
import { registerRecurringInvoiceRoutes } from './modules/recurring-invoices/index.ts';
import { registerReportRoutes } from './modules/reports/index.ts';
import { registerSearchRoutes } from './modules/search/index.ts';
import { registerMembershipRoutes } from './modules/team/index.ts';
import { registerTimeEntryRoutes } from './modules/time-entries/index.ts';
import { registerYearEndRoutes } from './modules/year-ends/index.ts';

/** What the signed-in routes need beside the app's deps: KRA, Paystack and the file stores. */
export interface SignedInServices {
  etims: Etims;
  payments: Payments;
  uploads: FileStore;
  storage: ObjectStore;
}

/** Every route that needs a bearer token, in the group `authenticatedRoutes` guards. */
export async function registerSignedInRoutes(
  authed: FastifyInstance,
  deps: AppDeps,
  { etims, payments, uploads, storage }: SignedInServices,
): Promise<void> {
  registerSessionRoutes(authed, deps);
  registerCurrentUserRoutes(authed, deps);
  registerSecurityRoutes(authed, deps);
  registerMembershipRoutes(authed, deps);
  await registerAccountRoutes(authed, deps, etims);
  await registerContactRoutes(authed, deps);
  registerContactStatementRoutes(authed, deps);
  registerReceiptRoutes(authed, deps);
  registerInvoiceRoutes(authed, deps, {
    sent: (accountId, ids) => suggestSentInvoices(deps.db, accountId, ids),
  });
  registerEstimateRoutes(authed, deps);
  registerCreditNoteRoutes(authed, deps);
  registerMpesaRoutes(authed, deps);
  registerDarajaRoutes(authed, deps);
  registerBusinessKeyRoutes(authed, deps);
  registerActivityRoutes(authed, deps);
  registerAuditRoutes(authed, deps);
  registerJobRoutes(authed, deps);
  registerEtimsRoutes(authed, deps, etims);
  registerEtimsPurchaseRoutes(authed, deps, etims);
  registerRecurringInvoiceRoutes(authed, deps);
  await registerExchangeRateRoutes(authed, deps);
  await registerPriceListRoutes(authed, deps, (code) => isKnownItemClass(deps.db, etims, code));
  await registerOpenInvoiceRoutes(authed, deps);
  await registerOpenBillRoutes(authed, deps);
  registerProjectRoutes(authed, deps);
  registerTimeEntryRoutes(authed, deps);
  registerLedgerAccountRoutes(authed, deps);
  registerJournalRoutes(authed, deps);
  registerYearEndRoutes(authed, deps);
  await registerBankingRoutes(authed, {
    db: deps.db,
    settlements: async (accountId) => {
      const access = await payments.forAccount(accountId);
      return access.testService ? null : access.paystack;
    },
  });
  registerReportRoutes(authed, deps);
  registerSearchRoutes(authed, deps);
  await registerExpenseRoutes(authed, deps, { store: uploads });
  await registerBillRoutes(authed, deps, { store: uploads });
  await registerExportRoutes(authed, deps, { store: storage, uploads });
}
