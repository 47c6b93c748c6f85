import { Loading } from '../../../ui/Loading.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { useBlogList } from '../api/searchBlogs.ts';
import { BlogCard } from '../components/BlogCard.tsx';
import { LoadMoreButton } from '../components/LoadMoreButton.tsx';
import '../content.css';

/** /blog: cards paged by 10 with Load More (SPEC §2, §4). */
export function BlogListPage() {
  const list = useBlogList();
  return (
    <section aria-labelledby="blog-title">
      <Seo
        title="Blog"
        description="Stories from the Tkanica workshop in Zagreb: our makers, natural fabrics and dyes, and how to care for clothes so they last."
      />
      <header className="blog-list__head">
        <h1 id="blog-title" className="page-title">
          Blog
        </h1>
        <p className="lead">Stories from our workshop, the people who make our clothes, and how to make them last.</p>
      </header>
      {!list.settled ? (
        <Loading />
      ) : list.posts.length === 0 ? (
        <p className="blog-list__empty">No blogs available.</p>
      ) : (
        <>
          <ul className="blog-grid" aria-label="Blog posts">
            {list.posts.map((post, index) => (
              <li key={post.id} className="blog-grid__item">
                <BlogCard post={post} priority={index < 2} />
              </li>
            ))}
          </ul>
          <LoadMoreButton visible={list.hasMore} loading={list.loading} onLoadMore={list.loadMore} />
        </>
      )}
    </section>
  );
}
