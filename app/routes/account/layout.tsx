// Placeholder until this page is built.
export default function AccountLayoutPage() {
  return <div className="container"><h1>AccountLayout</h1></div>;
}
