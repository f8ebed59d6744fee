import { Link } from 'react-router';
import type { Route } from './+types/posts.ts';
import { services } from '../../context.ts';
import { ADMIN_POST_DEFAULT_SORT, ADMIN_POST_SORTS, listAdminPosts } from '../../../core/content/post-editor.ts';
import { OwnerList } from '../../components/admin/OwnerList.tsx';
import { StatusBadge } from '../../components/admin/StatusBadge.tsx';
import { TranslationCell } from '../../components/admin/TranslationFields.tsx';
import { loadOwnerList } from './owner-list-loader.ts';
import { POST_TYPE_WORDS, postTypeOf } from './post-type.ts';
import { translationColumn } from './translation-sections.ts';

const PER_PAGE = 20;
const SORT = { keys: ADMIN_POST_SORTS, initial: ADMIN_POST_DEFAULT_SORT };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const type = postTypeOf(request);
  const spec = { path: POST_TYPE_WORDS[type].list, perPage: PER_PAGE, sort: SORT };
  const { list, rows } = await loadOwnerList(request, spec, (query) => listAdminPosts(db, type, query));
  const translations = await translationColumn(db, config, 'post', rows.map((row) => row.id));
  return {
    type,
    list,
    translated: config.store.locales.others.length > 0,
    posts: rows.map((row) => ({ ...row, date: row.publishedAt.slice(0, 10), translations: translations.get(row.id) })),
  };
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { type, posts, list, translated } = loaderData;
  const words = POST_TYPE_WORDS[type];
  return (
    <>
      <title>{`${words.Many} · Shop admin`}</title>
      <OwnerList
        view={list}
        title={words.Many}
        add={{ to: `${words.list}new/`, label: `Add ${words.one}` }}
        search={{ id: `${type}-search`, label: `Search ${words.one}s`, placeholder: 'Title or slug' }}
        noun={{ one: words.one, many: `${words.one}s` }}
        tableClass="posts-table"
        columns={[
          { label: 'Title', sort: 'title' },
          { label: 'Slug', sort: 'slug' },
          { label: 'Status' },
          { label: 'Format' },
          { label: 'Date', sort: 'date', first: 'desc' },
          { label: 'Translations', shown: translated },
        ]}
        items={posts}
        row={(post) => (
          <tr key={post.id}>
            <th scope="row">
              <Link to={`${words.list}${post.id}/`}>{post.title}</Link>
              {post.status === 'publish' ? (
                <span className="row-actions">
                  <Link to={words.shopPath(post.slug)} reloadDocument aria-label={`View ${post.title} in the shop`}>
                    View
                  </Link>
                </span>
              ) : null}
            </th>
            <td data-label="Slug">{post.slug}</td>
            <td data-label="Status">
              <StatusBadge status={post.status} label={post.status === 'publish' ? 'Published' : 'Draft'} />
            </td>
            <td data-label="Format">{post.contentFormat === 'html' ? 'HTML' : 'Text'}</td>
            <td data-label="Date">
              <time dateTime={post.publishedAt}>{post.date}</time>
            </td>
            <TranslationCell shown={translated} summary={post.translations} />
          </tr>
        )}
        pagerLabel={`${words.One} pages`}
      />
    </>
  );
}
