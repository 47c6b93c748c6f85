import type { AdminBlogRow } from '@shop/shared/contract/adminBlog';
import { Link } from 'react-router-dom';
import { AdminTable } from '../AdminTable.tsx';
import { useAdmin } from '../api/adminRequest.ts';

const when = (iso?: string) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/** The blog desk's list: drafts and published posts, most recently changed first. */
export function BlogPage() {
  const { data, error } = useAdmin<{ data: AdminBlogRow[] }>('/api/admin/blog');
  return (
    <section aria-labelledby="admin-blog">
      <title>Blog | Back office</title>
      <h1 id="admin-blog">Blog</h1>
      <p>
        <Link className="admin__button" to="/admin/blog/new">
          Write a new post
        </Link>
      </p>
      {error ? <p role="alert">{error.message}</p> : null}
      {data ? (
        <AdminTable
          caption="Blog posts"
          columns={['Title', 'Status', 'Published on', 'Last saved']}
          rows={data.data.map((post) => [
            post.id,
            [
              <Link key="name" to={`/admin/blog/${post.id}`}>
                {post.name}
              </Link>,
              post.status === 'published' ? 'Published' : 'Draft',
              when(post.status === 'published' ? post.createdAt : undefined),
              when(post.updatedAt),
            ],
          ])}
        />
      ) : error ? null : (
        <p>Loading…</p>
      )}
    </section>
  );
}
