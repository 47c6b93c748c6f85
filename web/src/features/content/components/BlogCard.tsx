import type { BlogSummary } from '@shop/shared/contract/content';
import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { PostDate } from './PostDate.tsx';

/** A card of the blog list (SPEC §2): image, name, short description and 'Read More'. */
export function BlogCard({ post, priority = false }: { post: BlogSummary; priority?: boolean }) {
  const t = useMessages('content');
  const href = `/blog/${encodeURIComponent(post.id)}`;
  return (
    <article className="blog-card">
      <div className="blog-card__media">
        <ShopImage path={post.mainImage} alt="" width={1200} height={800} priority={priority} />
      </div>
      <PostDate className="blog-card__date" iso={post.meta.createdAt} />
      <h2 className="blog-card__name">
        <Link to={href}>{post.name}</Link>
      </h2>
      <p className="blog-card__text">{post.shortDescription}</p>
      <Link to={href} className="blog-card__more">
        {t.blogList.readMore}
        <span className="visually-hidden">: {post.name}</span>
      </Link>
    </article>
  );
}
