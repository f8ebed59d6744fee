// Placeholder until this page is built.
export default function HomePage() {
  return <div className="container"><h1>Home</h1></div>;
}
