// Placeholder until this page is built.
export default function PostPage() {
  return <div className="container"><h1>Post</h1></div>;
}
