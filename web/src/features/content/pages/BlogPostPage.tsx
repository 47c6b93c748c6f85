import { Link, useParams } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { useBlog } from '../api/getBlog.ts';
import { BlogBody } from '../components/BlogBody.tsx';
import { PostDate } from '../components/PostDate.tsx';
import { VanishedTreasure } from '../components/VanishedTreasure.tsx';
import { WeavingLoader } from '../components/WeavingLoader.tsx';
import '../content.css';

/** /blog/:id: date, name, main image, the long description and the gallery (SPEC §2). */
export function BlogPostPage() {
  const { id } = useParams();
  const { data: post, error } = useBlog(id);
  const t = useMessages('content').blogPost;

  if (error) return <VanishedTreasure />;
  if (!post) return <WeavingLoader />;
  return (
    <article className="blog-post">
      <Seo title={post.name} description={post.shortDescription} />
      <Link to="/blog" className="blog-post__back">
        {t.back}
      </Link>
      <PostDate className="blog-post__date" iso={post.meta.createdAt} />
      <h1 className="page-title">{post.name}</h1>
      <ShopImage className="blog-post__image" path={post.mainImage} alt="" width={1200} height={800} priority />
      <div className="prose">
        <BlogBody html={post.longDescription} />
      </div>
      {post.images.length > 0 ? (
        <section className="blog-post__gallery" aria-label={t.gallery}>
          {post.images.map((image, index) => (
            <ShopImage key={image} path={image} alt={t.picture(post.name, index + 1)} width={1200} height={800} />
          ))}
        </section>
      ) : null}
    </article>
  );
}
