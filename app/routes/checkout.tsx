// Placeholder until this page is built.
export default function CheckoutPage() {
  return <div className="container"><h1>Checkout</h1></div>;
}
