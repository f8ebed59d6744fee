import { useRef, useState, type FormEvent } from 'react';
import { Form, redirect, useRevalidator } from 'react-router';
import type { Route } from './+types/media.ts';
import { services } from '../../context.ts';
import { completeMediaSizes, deleteMedia, listMedia, MediaError, storeMediaOriginal, updateMedia } from '../../../core/media/library.ts';
import { ACCEPTED_MEDIA_TYPES } from '../../../core/media/media-types.ts';
import { mediaThumbnail } from '../../../core/media/media-view.ts';
import { OwnerListPager } from '../../components/admin/OwnerList.tsx';
import { NonceField } from '../../components/admin/Field.tsx';
import { configureClient, uploadMedia } from '../../features/media-library/upload.ts';
import { RestError } from '../../features/rest/api-fetch.ts';
import { adminUser, idParam, readAdminForm } from './guard.ts';
import { loadOwnerList } from './owner-list-loader.ts';
import { useAdminNonce } from './use-nonce.ts';

const LIST = { path: '/admin/media/', perPage: 40 };
const MAX_FILES_AT_ONCE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, uploadsUrl } = services(context);
  // Newest first, a page at a time; the library is browsed, not searched or sorted, here.
  const { list, rows } = await loadOwnerList(request, LIST, ({ page, perPage }) => listMedia(db, { page, perPage }).then(({ items, total }) => ({ rows: items, total })));
  return {
    list,
    items: rows.map((item) => ({ id: item.id, title: item.title, alt: item.alt_text, complete: item.state === 'complete', ...mediaThumbnail(item, uploadsUrl) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session, uploadsDir } = services(context);
  const form = await readAdminForm(request, context);
  const intent = form.get('intent');
  const id = idParam(String(form.get('id') ?? ''));

  if (intent === 'alt') {
    const item = await updateMedia(db, id, { altText: String(form.get('alt_text') ?? '').slice(0, 300) });
    await session.addNotice(item ? { type: 'success', message: `Alt text of “${item.title}” saved.` } : { type: 'error', message: 'That file is no longer in the library.' });
  } else if (intent === 'delete') {
    const item = await deleteMedia(db, uploadsDir, id);
    await session.addNotice(item ? { type: 'success', message: `“${item.title}” was deleted.` } : { type: 'error', message: 'That file is no longer in the library.' });
  } else if (intent === 'upload') {
    // Without JavaScript the files come in the form; each is stored and sized as the REST upload does it.
    const files = form.getAll('files').filter((value): value is File => typeof value !== 'string' && value.size > 0);
    if (files.length === 0) await session.addNotice({ type: 'error', message: 'Choose one or more images to upload.' });
    for (const file of files.slice(0, MAX_FILES_AT_ONCE)) {
      try {
        const stored = await storeMediaOriginal(db, uploadsDir, { bytes: Buffer.from(await file.arrayBuffer()), fileName: file.name, authorId: adminUser(context).id });
        await completeMediaSizes(db, uploadsDir, stored);
        await session.addNotice({ type: 'success', message: `${file.name.slice(0, 80)} uploaded.` });
      } catch (error) {
        if (!(error instanceof MediaError)) throw error;
        await session.addNotice({ type: 'error', message: `${file.name.slice(0, 80)}: ${error.message}` });
      }
    }
  }
  return redirect('/admin/media/', 303);
}

interface UploadRow {
  key: string;
  name: string;
  /** Percent sent, or null while the browser does not know the size. */
  percent: number | null;
  state: 'uploading' | 'done' | 'failed';
  message: string;
}

/** Uploads through the shop's REST client, one file after another, each with its own progress bar. */
function UploadPanel({ nonce }: { nonce: string }) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();

  const update = (key: string, change: Partial<UploadRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const files = [...(input.current?.files ?? [])].slice(0, MAX_FILES_AT_ONCE);
    if (files.length === 0) return; // the server explains what to do
    event.preventDefault();
    configureClient('/wp-json/', nonce);
    const batch = files.map((file, index) => ({ file, row: { key: `${Date.now()}-${index}`, name: file.name, percent: 0, state: 'uploading', message: 'Uploading…' } satisfies UploadRow }));
    setRows(batch.map(({ row }) => row));
    setBusy(true);
    setAnnouncement(`Uploading ${files.length} ${files.length === 1 ? 'file' : 'files'}.`);
    let failed = 0;
    for (const { file, row } of batch) {
      try {
        await uploadMedia(file, { onProgress: (sent, total) => update(row.key, { percent: total > 0 ? Math.round((sent / total) * 100) : null }) });
        update(row.key, { percent: 100, state: 'done', message: 'Uploaded.' });
      } catch (error) {
        failed++;
        update(row.key, { state: 'failed', message: error instanceof RestError ? error.message : 'The upload failed. Please try again.' });
      }
    }
    setBusy(false);
    if (input.current) input.current.value = '';
    setAnnouncement(failed === 0 ? `${files.length === 1 ? 'The file was' : `All ${files.length} files were`} uploaded.` : `${files.length - failed} of ${files.length} files uploaded; ${failed} failed.`);
    await revalidator.revalidate();
  }

  return (
    <section className="media-upload" aria-labelledby="media-upload-title">
      <h2 id="media-upload-title">Upload images</h2>
      <Form method="post" encType="multipart/form-data" reloadDocument onSubmit={onSubmit}>
        <NonceField nonce={nonce} />
        <input type="hidden" name="intent" value="upload" />
        <p className="form-row">
          <label htmlFor="media-files">Images</label>
          <input id="media-files" ref={input} type="file" name="files" multiple accept={ACCEPTED_MEDIA_TYPES.join(',')} aria-describedby="media-files-hint" />
          <span className="form-row__hint" id="media-files-hint">
            JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each and {MAX_FILES_AT_ONCE} at a time.
          </span>
        </p>
        <button type="submit" className="button" disabled={busy}>
          Upload
        </button>
      </Form>
      {rows.length > 0 ? (
        <ul className="media-upload__list">
          {rows.map((row) => (
            <li key={row.key} className={`media-upload__item media-upload__item--${row.state}`}>
              <span className="media-upload__name">{row.name}</span>
              <progress max={100} value={row.percent ?? undefined} aria-label={`Upload of ${row.name}`} />
              <span className="media-upload__state">{row.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className="visually-hidden media-upload__announcement">
        {announcement}
      </p>
    </section>
  );
}

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { items, list } = loaderData;
  const { total } = list;
  return (
    <>
      <title>Media · Shop admin</title>
      <div className="admin-heading">
        <h1>Media</h1>
      </div>
      <UploadPanel nonce={nonce} />
      <h2>Library</h2>
      <p className="muted">{total === 1 ? '1 file' : `${total} files`}</p>
      {items.length === 0 ? <p>No images yet. Upload some above; products can then pick them.</p> : null}
      <ul className="media-grid" aria-label="Media library">
        {items.map((item) => (
          <li key={item.id} className="media-grid__item" data-media-id={item.id}>
            <img src={item.src} alt="" width={item.width} height={item.height} loading="lazy" />
            <p className="media-grid__title">{item.title}</p>
            {item.complete ? null : <p className="media-grid__pending">Sizes not made yet</p>}
            <Form method="post" className="media-grid__alt">
              <NonceField nonce={nonce} />
              <input type="hidden" name="id" value={item.id} />
              <label htmlFor={`media-alt-${item.id}`}>Alt text</label>
              <input id={`media-alt-${item.id}`} name="alt_text" defaultValue={item.alt} maxLength={300} />
              <button type="submit" name="intent" value="alt" className="button button--small">
                Save alt text<span className="visually-hidden"> of {item.title}</span>
              </button>
            </Form>
            <Form method="post">
              <NonceField nonce={nonce} />
              <input type="hidden" name="id" value={item.id} />
              <button type="submit" name="intent" value="delete" className="button button--small button--danger">
                Delete<span className="visually-hidden"> {item.title}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <OwnerListPager view={list} label="Media pages" />
    </>
  );
}
