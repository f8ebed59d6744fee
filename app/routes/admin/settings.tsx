// Placeholder until this page is built.
export default function AdminSettingsPage() {
  return <div className="container"><h1>AdminSettings</h1></div>;
}
