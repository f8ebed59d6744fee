// Placeholder until this page is built.
export default function BlogPage() {
  return <div className="container"><h1>Blog</h1></div>;
}
