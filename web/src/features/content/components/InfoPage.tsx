import type { ReactNode } from 'react';
import { SimplePage } from '../../../ui/SimplePage.tsx';
import '../content.css';

/** An information page: its title as the browser title and the heading, its meta description, then its text. */
export function InfoPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <SimplePage title={title} description={description}>
      <div className="prose">{children}</div>
    </SimplePage>
  );
}
