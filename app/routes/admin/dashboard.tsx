// Placeholder until this page is built.
export default function AdminDashboardPage() {
  return <div className="container"><h1>AdminDashboard</h1></div>;
}
