export const ReportsPage = () => <h1>Reports</h1>;
