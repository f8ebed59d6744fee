// Placeholder until this page is built.
export default function AdminProductEditPage() {
  return <div className="container"><h1>AdminProductEdit</h1></div>;
}
