import { SimplePage } from '../../../ui/SimplePage.tsx';

export function BlogPostPage() {
  return (
    <SimplePage title="Blog">
      <p>This story will be published here soon.</p>
    </SimplePage>
  );
}
