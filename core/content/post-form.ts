import { z } from 'zod';
import type { Post } from '../../db/schema.ts';
import { cleanMultilineText, nameProblem } from '../catalog/product-fields.ts';
import { slugify } from '../catalog/slug.ts';
import { fieldErrorsFrom, type FormFailure } from '../shared/validation.ts';
import type { ContentFormat } from './display.ts';

export type PostType = Post['type'];

export const POST_FIELDS = ['title', 'slug', 'excerpt', 'status', 'content_format', 'content'] as const;
export type PostFormValues = Record<(typeof POST_FIELDS)[number], string>;

/** What the owner typed into the page or post form, checked; HTML is sanitised later, when it is stored. */
export interface PostFormInput {
  title: string;
  /** Empty when it is to be made from the title. */
  slug: string;
  excerpt: string;
  status: 'publish' | 'draft';
  contentFormat: ContentFormat;
  content: string;
}

const MAX_CONTENT = 200_000;

const postFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter the title.')
    .max(200, 'Keep the title under 200 characters.')
    .superRefine((title, ctx) => {
      const problem = nameProblem(title);
      if (problem) ctx.addIssue({ code: 'custom', message: `The title ${problem}.` });
    }),
  slug: z
    .string()
    .trim()
    .max(120, 'Keep the slug under 120 characters.')
    .refine((slug) => slug === '' || slugify(slug) !== '', 'Use letters and digits in the slug.')
    .transform((text) => slugify(text)),
  excerpt: z
    .string()
    .transform(cleanMultilineText)
    .pipe(z.string().max(1000, 'Keep the excerpt under 1,000 characters.')),
  status: z.enum(['publish', 'draft'], 'Choose Published or Draft.'),
  content_format: z.enum(['text', 'html'], 'Choose Text or HTML.'),
  content: z
    .string()
    .transform(cleanMultilineText)
    .pipe(z.string().max(MAX_CONTENT, 'Keep the content under 200,000 characters.')),
});

/** Validates the page or post form; the messages are keyed by field name. */
export function parsePostForm(values: PostFormValues): { ok: true; value: PostFormInput } | FormFailure<PostFormValues> {
  const parsed = postFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error), values };
  const { content_format: contentFormat, ...rest } = parsed.data;
  return { ok: true, value: { ...rest, contentFormat } };
}

/** The form's values for an existing page or post, or a new one's defaults. */
export function postFormValues(post: Post | null): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    status: post?.status ?? 'publish',
    content_format: post?.content_format ?? 'html',
    content: post?.content ?? '',
  };
}
