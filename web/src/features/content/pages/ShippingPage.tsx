import { SimplePage } from '../../../ui/SimplePage.tsx';

export function ShippingPage() {
  return (
    <SimplePage title="Shipping and delivery">
      <p>Shipping rates and delivery times will be published here.</p>
    </SimplePage>
  );
}
