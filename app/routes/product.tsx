// Placeholder until this page is built.
export default function ProductPage() {
  return <div className="container"><h1>Product</h1></div>;
}
