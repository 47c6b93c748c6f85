import { SimplePage } from '../../../ui/SimplePage.tsx';

export function AboutPage() {
  return (
    <SimplePage title="About us">
      <p>
        Tkanica is a small Zagreb label for slow fashion and handmade goods: natural fabrics, small batches and clothes made to be worn for
        years. Our full story is on its way to this page.
      </p>
    </SimplePage>
  );
}
