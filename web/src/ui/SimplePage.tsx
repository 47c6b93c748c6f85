import type { ReactNode } from 'react';
import { Seo } from './Seo.tsx';

/** A plain page: its title as the browser title and the heading, then its text. */
export function SimplePage({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <article className="simple-page">
      <Seo title={title} description={description} />
      <h1 className="page-title">{title}</h1>
      {children}
    </article>
  );
}
