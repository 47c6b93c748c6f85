import { SimplePage } from '../../../ui/SimplePage.tsx';

export function PaymentsPage() {
  return (
    <SimplePage title="Payments">
      <p>You can pay by card, with PayPal or by direct bank deposit. Details about payments, discounts and vouchers will follow here.</p>
    </SimplePage>
  );
}
