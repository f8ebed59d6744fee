// Placeholder until this page is built.
export default function AdminLayoutPage() {
  return <div className="container"><h1>AdminLayout</h1></div>;
}
