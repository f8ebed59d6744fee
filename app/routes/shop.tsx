// Placeholder until this page is built.
export default function ShopPage() {
  return <div className="container"><h1>Shop</h1></div>;
}
