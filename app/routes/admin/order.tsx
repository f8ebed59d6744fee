// Placeholder until this page is built.
export default function AdminOrderPage() {
  return <div className="container"><h1>AdminOrder</h1></div>;
}
