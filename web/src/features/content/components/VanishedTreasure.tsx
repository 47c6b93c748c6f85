import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';

/** A blog post that is not there (SPEC §2): a friendly word about a vanished treasure. */
export function VanishedTreasure() {
  const t = useMessages('content').vanished;
  return (
    <section className="vanished" aria-labelledby="vanished-title">
      <Seo title={t.seoTitle} description={t.description} />
      <svg className="vanished__art" viewBox="0 0 120 100" aria-hidden="true">
        <path d="M20 48h80v40H20z" fill="#b77a5b" />
        <path d="M16 36h88v14H16z" fill="#9c5238" />
        <path d="M54 36h12v52H54z" fill="#d3a13a" />
        <path d="M20 88h80" stroke="#5c554d" strokeWidth="3" />
        <g className="vanished__sparkle" fill="#d3a13a">
          <path d="M30 14l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
          <path d="M88 8l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
          <path d="M100 28l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z" />
        </g>
      </svg>
      <h1 id="vanished-title" className="page-title">
        {t.title}
      </h1>
      <p>{t.text}</p>
      <Link to="/blog" className="button">
        {t.explore}
      </Link>
    </section>
  );
}
