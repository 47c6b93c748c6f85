import { SimplePage } from '../../../ui/SimplePage.tsx';

export function BlogListPage() {
  return (
    <SimplePage title="Blog">
      <p>Stories from our workshop, our makers and the fabrics we love will be published here soon.</p>
    </SimplePage>
  );
}
