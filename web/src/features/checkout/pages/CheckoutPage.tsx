import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderRequestInput } from '@shop/shared/contract/orders';
import { HttpError } from '../../../platform/http.ts';
import { TextField } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { useCheckoutDetails } from '../../account/checkoutDetails.ts';
import { resetPreOrderFlags } from '../../cart/cartLines.ts';
import { useCartLines } from '../../cart/cartStore.ts';
import { useCheckPreOrder } from '../api/checkPreOrder.ts';
import { useCreateOrder } from '../api/createOrder.ts';
import {
  type AddressField,
  type CheckoutErrors,
  type CheckoutForm,
  FIELD_ORDER,
  INITIAL_CHECKOUT,
  orderRequestOf,
  serverErrorsOf,
  validateCheckout,
} from '../checkoutForm.ts';
import { AddressFields } from '../components/AddressFields.tsx';
import { CompanyFields } from '../components/CompanyFields.tsx';
import { DeliveryMethodChoice } from '../components/DeliveryMethodChoice.tsx';
import type { AppliedGiftCard } from '../components/GiftCardForm.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { checkoutVatText } from '@shop/shared/vat';
import { checkoutTotals, checkoutVatTreatment } from '../checkoutTotals.ts';
import type { AppliedDiscountCode } from '../discountPricing.ts';
import { useReturnFromPayment } from '../returnFromPayment.ts';
import { checkoutFormOf } from '../returnedOrder.ts';
import '../checkout.css';

// Shown only when stock runs short at the last moment: its code comes then.
const PreOrderDialog = lazy(() => import('../components/PreOrderDialog.tsx').then((m) => ({ default: m.PreOrderDialog })));

const FIELD_IDS: Partial<Record<(typeof FIELD_ORDER)[number], string>> = {
  email: 'email',
  companyName: 'company-name',
  companyOib: 'company-oib',
};

function focusFirstError(errors: CheckoutErrors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) document.getElementById(FIELD_IDS[first] ?? `delivery-${first}`)?.focus();
}

/** /checkout — delivery details on the left, the order on the right (SPEC §2, §4, §5). */
export function CheckoutPage() {
  const lines = useCartLines();
  const [form, setForm] = useState<CheckoutForm>(INITIAL_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [discountCode, setDiscountCode] = useState<AppliedDiscountCode | null>(null);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [pending, setPending] = useState<{ order: OrderRequestInput; productsMissing: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const checkPreOrder = useCheckPreOrder();
  const createOrder = useCreateOrder();
  // A logged-in customer's email is locked and the delivery form starts from the default address (SPEC §4 Session).
  const account = useCheckoutDetails();
  // Back from the payment page, the address the order was sent with wins over the default one.
  const keepDelivery = useRef(false);
  useEffect(() => {
    if (account)
      setForm((current) => ({
        ...current,
        email: account.email,
        delivery: keepDelivery.current ? current.delivery : { ...current.delivery, ...account.delivery },
        // The saved address's company is offered for "Buying for a company"; the OIB is asked each time.
        company: current.company.name ? current.company : { ...current.company, name: account.company },
      }));
  }, [account]);
  const returned = useReturnFromPayment((order) => {
    keepDelivery.current = true;
    setForm((current) => checkoutFormOf(order, current, { emailLocked: account !== null }));
  });

  const totals = checkoutTotals({
    lines,
    code: discountCode,
    giftCardAmount: giftCard?.amount,
    country: form.delivery.country,
    method: form.deliveryMethod,
  });

  const setDelivery = (field: AddressField, value: string) => {
    setForm((current) => ({ ...current, delivery: { ...current.delivery, [field]: value } }));
  };
  const setBilling = (field: AddressField, value: string) => {
    setForm((current) => ({ ...current, billing: { ...current.billing, [field]: value } }));
  };

  const placeOrder = async (order: OrderRequestInput) => {
    setBusy(true);
    try {
      const { url } = await createOrder.trigger(order);
      resetPreOrderFlags();
      window.location.assign(url);
    } catch (error) {
      // SPEC §8: a failed creation shows nothing, except the server's own field messages.
      if (error instanceof HttpError && error.body?.errors) {
        const serverErrors = serverErrorsOf(error.body.errors);
        setErrors(serverErrors);
        focusFirstError(serverErrors);
      }
      setPending(null);
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const validation = validateCheckout(form);
    if (!validation.valid) {
      setErrors(validation.errors);
      focusFirstError(validation.errors);
      return;
    }
    setErrors({});
    const order = orderRequestOf(form, validation, lines, {
      discountCodeName: discountCode?.name ?? null,
      giftCardCode: giftCard?.code ?? null,
    });
    setBusy(true);
    let productsMissing: string[];
    try {
      productsMissing = (await checkPreOrder.trigger(order)).productsMissing ?? [];
    } catch {
      setBusy(false);
      return;
    }
    if (productsMissing.length === 0) {
      await placeOrder(order);
    } else {
      setBusy(false);
      setPending({ order, productsMissing });
    }
  };

  if (returned.busy) return <Loading />;

  if (lines.length === 0) {
    return (
      <section className="checkout checkout--empty">
        <Seo title="Checkout" />
        <h1 className="page-title">Checkout</h1>
        <p>Your cart is empty</p>
        <Link to="/" className="button">
          Back to Homepage
        </Link>
      </section>
    );
  }

  return (
    <div className="checkout">
      <Seo title="Checkout" />
      <h1 className="page-title checkout__title">Checkout</h1>
      <form id="checkout-form" className="checkout__form" onSubmit={submit} noValidate aria-labelledby="delivery-title">
        <h2 id="delivery-title" className="checkout__heading">
          Delivery details
        </h2>
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          disabled={account !== null}
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
          error={errors.email}
        />
        <AddressFields idPrefix="delivery" value={form.delivery} onChange={setDelivery} errors={errors} required />

        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.billingSameAsDelivery}
            onChange={(event) => setForm({ ...form, billingSameAsDelivery: event.target.checked })}
          />
          Billing address same as delivery
        </label>
        {form.billingSameAsDelivery ? null : (
          <fieldset className="billing">
            <legend className="checkout__heading">Billing address</legend>
            <AddressFields idPrefix="billing" value={form.billing} onChange={setBilling} required={false} />
          </fieldset>
        )}

        <CompanyFields value={form.company} onChange={(company) => setForm({ ...form, company })} errors={errors} />

        <DeliveryMethodChoice
          method={form.deliveryMethod}
          location={form.deliveryLocation}
          onMethod={(deliveryMethod) => setForm({ ...form, deliveryMethod })}
          onLocation={(deliveryLocation) => setForm({ ...form, deliveryLocation })}
        />
      </form>

      <OrderSummary
        lines={lines}
        totals={totals}
        vat={checkoutVatTreatment(form.delivery.country, form.deliveryMethod)}
        vatText={checkoutVatText({ country: form.delivery.country, method: form.deliveryMethod })}
        discountCode={discountCode}
        onDiscountCode={setDiscountCode}
        onGiftCard={setGiftCard}
        restoreCodes={returned.codes}
      />

      <div className="checkout__submit">
        <button type="submit" form="checkout-form" className="button button--wide button--large" disabled={busy} aria-busy={busy}>
          {busy ? 'Loading...' : 'Go to payment'}
        </button>
      </div>

      {pending ? (
        <Suspense fallback={null}>
          <PreOrderDialog
            productsMissing={pending.productsMissing}
            busy={busy}
            onConfirm={() => void placeOrder(pending.order)}
            onClose={() => setPending(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
