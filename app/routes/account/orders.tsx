// Placeholder until this page is built.
export default function AccountOrdersPage() {
  return <div className="container"><h1>AccountOrders</h1></div>;
}
