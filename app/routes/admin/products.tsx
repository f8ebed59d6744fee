// Placeholder until this page is built.
export default function AdminProductsPage() {
  return <div className="container"><h1>AdminProducts</h1></div>;
}
