// Placeholder until this page is built.
export default function CartPage() {
  return <div className="container"><h1>Cart</h1></div>;
}
