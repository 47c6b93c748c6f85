import { useMessages } from '../../../i18n/messages.ts';
import { LoadMore } from '../../../ui/LoadMore.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { useBlogList } from '../api/searchBlogs.ts';
import { BlogCard } from '../components/BlogCard.tsx';
import '../content.css';

/** /blog: cards paged by 10 with Load More (SPEC §2, §4). */
export function BlogListPage() {
  const list = useBlogList();
  const content = useMessages('content');
  const t = content.blogList;
  return (
    <section aria-labelledby="blog-title">
      <Seo title={t.title} description={t.description} />
      <header className="blog-list__head">
        <h1 id="blog-title" className="page-title">
          {t.title}
        </h1>
        <p className="lead">{t.lead}</p>
      </header>
      {!list.settled ? (
        <Loading />
      ) : list.posts.length === 0 ? (
        <p className="blog-list__empty">{t.empty}</p>
      ) : (
        <>
          <ul className="blog-grid" aria-label={t.listLabel}>
            {list.posts.map((post, index) => (
              <li key={post.id} className="blog-grid__item">
                <BlogCard post={post} priority={index < 2} />
              </li>
            ))}
          </ul>
          <LoadMore visible={list.hasMore} loading={list.loading} onLoadMore={list.loadMore} words={content} />
        </>
      )}
    </section>
  );
}
