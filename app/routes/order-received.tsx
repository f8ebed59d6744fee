// Placeholder until this page is built.
export default function OrderReceivedPage() {
  return <div className="container"><h1>OrderReceived</h1></div>;
}
