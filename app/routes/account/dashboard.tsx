// Placeholder until this page is built.
export default function AccountDashboardPage() {
  return <div className="container"><h1>AccountDashboard</h1></div>;
}
