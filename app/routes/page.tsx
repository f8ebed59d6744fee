import { data } from 'react-router';

// Placeholder: CMS pages by slug; everything unknown is a 404.
export function loader() {
  throw data('Not found', { status: 404 });
}

export default function Page() {
  return null;
}
