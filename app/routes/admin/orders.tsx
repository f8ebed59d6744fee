// Placeholder until this page is built.
export default function AdminOrdersPage() {
  return <div className="container"><h1>AdminOrders</h1></div>;
}
