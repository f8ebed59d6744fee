// Placeholder until this page is built.
export default function AccountViewOrderPage() {
  return <div className="container"><h1>AccountViewOrder</h1></div>;
}
