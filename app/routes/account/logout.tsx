// Placeholder until this page is built.
export default function AccountLogoutPage() {
  return <div className="container"><h1>AccountLogout</h1></div>;
}
