// Placeholder until this page is built.
export default function CategoryPage() {
  return <div className="container"><h1>Category</h1></div>;
}
