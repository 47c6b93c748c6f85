import { markdownToHtml } from '@shop/shared/blogMarkdown';
import type { AdminBlogPost } from '@shop/shared/contract/adminBlog';
import { type FormEvent, lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BlogBody } from '../../content/components/BlogBody.tsx';
import { AdminField, AdminTextArea, Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { adminRequest, useAdmin } from '../api/adminRequest.ts';

/** The photo upload, in a chunk of its own: its checks' schemas would take the page over its 25 KB with Markdown's converter. */
const ImageUpload = lazy(() => import('../components/ImageUpload.tsx').then((module) => ({ default: module.ImageUpload })));

const EMPTY: AdminBlogPost = { id: '', name: '', status: 'draft', shortDescription: '', markdown: '', mainImage: '', images: [] };

/** A post's address from its title: lower case, letters and digits, words joined by -. */
const addressOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);

/**
 * A post at the blog desk: its fields, its Markdown and, beside it, the preview: the Markdown
 * made into HTML as publishing makes it, shown through the shop's own allowlist (BlogBody), so
 * what is seen here is what the shop shows.
 */
export function BlogPostPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const { data: stored, error, mutate } = useAdmin<AdminBlogPost>(isNew ? null : `/api/admin/blog/${id}`);
  const [post, setPost] = useState<AdminBlogPost>(EMPTY);
  const [addressTouched, setAddressTouched] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>({ errors: {} });
  const [done, setDone] = useState<string>();
  useEffect(() => {
    if (stored) setPost(stored);
  }, [stored]);

  const markdown = useDeferredValue(post.markdown);
  const previewHtml = useMemo(() => markdownToHtml(markdown), [markdown]);
  const set = (field: keyof AdminBlogPost) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setPost((current) => ({
      ...current,
      [field]: field === 'images' ? value.split('\n').map((line) => line.trim()) : value,
      ...(field === 'name' && isNew && !addressTouched ? { id: addressOf(value) } : {}),
    }));
  };

  /** The Croatian title, summary or text: optional, the shop shows the English one where it is left empty. */
  const setHr = (field: keyof NonNullable<AdminBlogPost['hr']>) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setPost((current) => ({ ...current, hr: { ...current.hr, [field]: value } }));
  };

  const act = async (action: () => Promise<AdminBlogPost>, message: (post: AdminBlogPost) => string) => {
    setRefusal({ errors: {} });
    setDone(undefined);
    try {
      const answer = await action();
      setPost(answer);
      setDone(message(answer));
      if (isNew) navigate(`/admin/blog/${answer.id}`, { replace: true });
      else await mutate(answer, { revalidate: false });
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { status: _status, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = post;
    void act(
      () => adminRequest<AdminBlogPost>('/api/admin/blog', { body: { ...fields, images: fields.images.filter(Boolean), isNew } }),
      (saved) => (saved.status === 'published' ? 'Saved: the shop shows the change.' : 'Saved as a draft: the shop does not show it.'),
    );
  };
  const step = (verb: 'publish' | 'unpublish') =>
    act(
      () => adminRequest<AdminBlogPost>(`/api/admin/blog/${post.id}/${verb}`, { method: 'POST' }),
      () => (verb === 'publish' ? 'Published: the post is on the blog.' : 'Taken off the blog: the post is a draft again.'),
    );

  if (error) return <p role="alert">{error.message}</p>;
  if (!isNew && !stored) return <p>Loading…</p>;
  const errors = refusal.errors;
  return (
    <section aria-labelledby="admin-post">
      <title>{`${isNew ? 'New post' : post.name} | Back office`}</title>
      <p>
        <Link to="/admin/blog">All posts</Link>
      </p>
      <h1 id="admin-post">{isNew ? 'New post' : `${post.name} (${post.status === 'published' ? 'published' : 'draft'})`}</h1>
      <div className="admin__editor">
        <form className="admin__form admin__form--wide" onSubmit={save} noValidate aria-label="Post">
          <Outcome done={done} refusal={refusal} />
          <AdminField label="Title" name="name" value={post.name} onChange={set('name')} required maxLength={200} error={errors.name} />
          <AdminField
            label="Address (/blog/…)"
            name="id"
            value={post.id}
            onChange={(event) => {
              setAddressTouched(true);
              set('id')(event);
            }}
            readOnly={!isNew}
            required
            error={errors.id}
          />
          <AdminTextArea
            label="Summary (the card on /blog)"
            name="shortDescription"
            rows={3}
            value={post.shortDescription}
            onChange={set('shortDescription')}
            error={errors.shortDescription}
          />
          <AdminField
            label="Main image (a path such as blog/spring-1.jpg)"
            name="mainImage"
            value={post.mainImage}
            onChange={set('mainImage')}
            required
            error={errors.mainImage}
          />
          <Suspense fallback={null}>
            <ImageUpload
              folder="blog"
              label="Or upload the main image"
              onUploaded={(path) => setPost((current) => ({ ...current, mainImage: path }))}
            />
          </Suspense>
          <label htmlFor="admin-images">
            More images, one path a line
            <textarea
              id="admin-images"
              name="images"
              rows={3}
              value={post.images.join('\n')}
              onChange={set('images')}
              aria-invalid={errors.images ? true : undefined}
              aria-describedby={errors.images ? 'admin-images-error' : undefined}
            />
            {errors.images ? (
              <span className="admin__error" id="admin-images-error">
                {errors.images}
              </span>
            ) : null}
          </label>
          <Suspense fallback={null}>
            <ImageUpload
              folder="blog"
              label="Or upload another image"
              onUploaded={(path) => setPost((current) => ({ ...current, images: [...current.images.filter(Boolean), path] }))}
            />
          </Suspense>
          <AdminTextArea
            label="Text in Markdown (## heading, - list, [link](https://…), **bold**)"
            name="markdown"
            rows={16}
            value={post.markdown}
            onChange={set('markdown')}
            error={errors.markdown}
          />
          <h2 lang="hr">Na hrvatskom</h2>
          <AdminField
            label="Naslov (hrvatski)"
            lang="hr"
            name="nameHr"
            value={post.hr?.name ?? ''}
            onChange={setHr('name')}
            maxLength={200}
            error={errors['hr.name']}
          />
          <AdminTextArea
            label="Sažetak (hrvatski)"
            lang="hr"
            name="shortDescriptionHr"
            rows={3}
            value={post.hr?.shortDescription ?? ''}
            onChange={setHr('shortDescription')}
            error={errors['hr.shortDescription']}
          />
          <AdminTextArea
            label="Tekst u Markdownu (hrvatski)"
            lang="hr"
            name="markdownHr"
            rows={16}
            value={post.hr?.markdown ?? ''}
            onChange={setHr('markdown')}
            error={errors['hr.markdown']}
          />
          <div className="admin__steps">
            <button type="submit" className="admin__button">
              {isNew ? 'Save as draft' : 'Save'}
            </button>
            {isNew ? null : post.status === 'published' ? (
              <button type="button" className="admin__button admin__button--quiet" onClick={() => void step('unpublish')}>
                Unpublish
              </button>
            ) : (
              <button type="button" className="admin__button admin__button--quiet" onClick={() => void step('publish')}>
                Publish
              </button>
            )}
            {!isNew && post.status === 'published' ? <a href={`/blog/${post.id}`}>See it in the shop</a> : null}
          </div>
        </form>
        <section className="admin__preview" aria-labelledby="admin-preview">
          <h2 id="admin-preview">Preview</h2>
          <article className="blog-post">
            <h3>{post.name || 'Title'}</h3>
            <BlogBody html={previewHtml} />
          </article>
        </section>
      </div>
    </section>
  );
}
