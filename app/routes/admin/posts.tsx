import { Link } from 'react-router';
import type { Route } from './+types/posts.ts';
import { services } from '../../context.ts';
import { listAdminPosts } from '../../../core/content/post-editor.ts';
import { AdminListHeader, countLine } from '../../components/admin/AdminListHeader.tsx';
import { searchFrom } from '../../components/admin/AdminSearchForm.tsx';
import { Pagination, pageFrom } from '../../components/admin/Pagination.tsx';
import { StatusBadge } from '../../components/admin/StatusBadge.tsx';
import { TranslationCell } from '../../components/admin/TranslationFields.tsx';
import { POST_TYPE_WORDS, postTypeOf } from './post-type.ts';
import { translationColumn } from './translation-sections.ts';

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const type = postTypeOf(request);
  const url = new URL(request.url);
  const search = searchFrom(url);
  const page = pageFrom(url);
  const { rows, total } = await listAdminPosts(db, type, { search, page, perPage: PER_PAGE });
  const translations = await translationColumn(db, config, 'post', rows.map((row) => row.id));
  return {
    type,
    search,
    page,
    total,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    translated: config.store.locales.others.length > 0,
    posts: rows.map((row) => ({ ...row, date: row.publishedAt.slice(0, 10), translations: translations.get(row.id) })),
  };
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { type, posts, search, page, pages, total, translated } = loaderData;
  const words = POST_TYPE_WORDS[type];
  return (
    <>
      <title>{`${words.Many} · Shop admin`}</title>
      <AdminListHeader
        title={words.Many}
        add={{ to: `${words.list}new/`, label: `Add ${words.one}` }}
        search={{ id: `${type}-search`, label: `Search ${words.one}s`, placeholder: 'Title or slug', value: search }}
        count={countLine(total, search, { one: words.one, many: `${words.one}s` })}
      />
      {posts.length === 0 ? (
        <p className="woocommerce-info">{`No ${words.one}s found.`}</p>
      ) : (
        <div className="table-scroll">
          <table className="shop_table admin-table admin-table--stack posts-table">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Slug</th>
                <th scope="col">Status</th>
                <th scope="col">Format</th>
                <th scope="col">Date</th>
                {translated ? <th scope="col">Translations</th> : null}
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
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
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} basePath={words.list} query={{ s: search }} label={`${words.One} pages`} />
    </>
  );
}
