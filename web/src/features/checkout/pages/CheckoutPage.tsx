import { type FormEvent, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderRequestInput } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import { HttpError } from '../../../platform/http.ts';
import { TextField } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { useHydrated } from '../../../ui/useHydrated.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { checkoutDetailsOf, useCheckoutDetails } from '../../account/checkoutDetails.ts';
import { useSession } from '../../account/session.ts';
import { resetPreOrderFlags } from '../../cart/cartLines.ts';
import { useCartLines } from '../../cart/cartStore.ts';
import { EVERY_ADDRESS_FIELD, prefilledForm } from '../accountPrefill.ts';
import { useCheckPreOrder } from '../api/checkPreOrder.ts';
import { useCreateOrder } from '../api/createOrder.ts';
import {
  type AddressField,
  asksForAddress,
  type CheckoutErrors,
  type CheckoutForm,
  FIELD_ORDER,
  INITIAL_CHECKOUT,
  orderRequestOf,
  sameAddress,
  serverErrorsOf,
} from '../checkoutForm.ts';
import { AddressFields } from '../components/AddressFields.tsx';
import { CompanyFields } from '../components/CompanyFields.tsx';
import { DeliveryMethodChoice } from '../components/DeliveryMethodChoice.tsx';
import type { AppliedGiftCard } from '../components/GiftCardForm.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import type { Restored } from '../components/ReturnFromPayment.tsx';
import { recallCheckout, rememberCheckout, rememberPendingOrder } from '../checkoutMemory.ts';
import { browserLanguages, preselectedCountry } from '../preselectedCountry.ts';
import { checkoutTotals, checkoutVatNote, checkoutVatTreatment } from '../checkoutTotals.ts';
import type { AppliedDiscountCode } from '../discountPricing.ts';
import { useVatTerritory } from '../useVatTerritory.ts';
import type { RestoredCodes } from '../returnedOrder.ts';
import '../checkout.css';

// Shown only when stock runs short at the last moment: its code comes then.
const PreOrderDialog = lazy(() => import('../components/PreOrderDialog.tsx').then((m) => ({ default: m.PreOrderDialog })));
// Needed only back from the payment page, and by customers with more than one address.
const ReturnFromPayment = lazy(() => import('../components/ReturnFromPayment.tsx').then((m) => ({ default: m.ReturnFromPayment })));
const SavedAddressPicker = lazy(() => import('../components/SavedAddressPicker.tsx').then((m) => ({ default: m.SavedAddressPicker })));

type Checks = typeof import('../checkoutChecks.ts');

// The form's checks, with the API's schemas: fetched as the page shows, first needed at "Go to payment".
let checksLoading: Promise<Checks> | null = null;
const loadChecks = (): Promise<Checks> =>
  (checksLoading ??= import('../checkoutChecks.ts').catch((error: unknown) => {
    checksLoading = null;
    throw error;
  }));

const REASON_ID = 'payment-reason';
const BAR_TOTAL_ID = 'payment-total';

/**
 * Why the order could not go to payment, as the server says it in the page's language (a stock
 * shortfall, too many unpaid orders), or `otherwise` when it gave no reason.
 */
const reasonOf = (error: unknown, otherwise: string) =>
  error instanceof HttpError && error.body?.message ? error.body.message : otherwise;

const FIELD_IDS: Partial<Record<(typeof FIELD_ORDER)[number], string>> = {
  email: 'email',
  companyName: 'company-name',
  companyOib: 'company-oib',
};

/** The delivery fields the account's default address leaves alone: all of a remembered, returned or picked one, else those typed. */
const keptFields = (whole: boolean, typed: ReadonlySet<AddressField>) => (whole ? EVERY_ADDRESS_FIELD : typed);

function focusFirstError(errors: CheckoutErrors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) document.getElementById(FIELD_IDS[first] ?? `delivery-${first}`)?.focus();
}

/** /checkout — delivery details on the left, the order on the right (SPEC §2, §4, §5). */
export function CheckoutPage() {
  const t = useMessages('checkout');
  const lines = useCartLines();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // What this tab remembers (decision 032): read once, as the page first shows, so nothing jumps.
  const [memory] = useState(recallCheckout);
  const language = useLanguage();
  // Nothing remembered: the country starts as the shop's or the browser's, for the shopper to change.
  const [form, setForm] = useState<CheckoutForm>(
    () =>
      memory?.form ?? {
        ...INITIAL_CHECKOUT,
        delivery: { ...INITIAL_CHECKOUT.delivery, country: preselectedCountry(language, browserLanguages()) },
      },
  );
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [discountCode, setDiscountCode] = useState<AppliedDiscountCode | null>(memory?.discountCode ?? null);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(memory?.giftCard ?? null);
  // Remembered codes are shown at once and checked again, as a shopper's Apply would.
  const [restoreCodes, setRestoreCodes] = useState<RestoredCodes | null>({
    discountCode: memory?.discountCode?.name ?? null,
    giftCard: memory?.giftCard?.code ?? null,
  });
  // Back from the payment page: the order named by its cancel link, or the one this tab sent there.
  const [returning, setReturning] = useState<{ orderId: string; fromLink: boolean } | null>(() => {
    const linked = searchParams.get('order');
    if (linked) return { orderId: linked, fromLink: true };
    return memory?.pendingOrder ? { orderId: memory.pendingOrder, fromLink: false } : null;
  });
  const [pending, setPending] = useState<{ order: OrderRequestInput; productsMissing: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const checkPreOrder = useCheckPreOrder();
  const createOrder = useCreateOrder();
  // A logged-in customer's email is locked and the delivery form starts from the default address
  // (SPEC §4 Session). The form is drawn from what the browser holds without waiting for the
  // account; when it comes it fills in what the shopper has not typed (accountPrefill.ts).
  const account = useCheckoutDetails();
  const { user, loading: accountLoading } = useSession();
  // Each saved address as the checkout fills it in, by the rule the default one follows.
  const savedAddresses = user
    ? user.addresses.map((address) => checkoutDetailsOf({ ...user, addresses: [{ ...address, defaultAddress: true }] }).delivery)
    : [];
  // A remembered or returned address wins over the default one, as does what the shopper typed.
  const keepDelivery = useRef(Boolean(memory?.form));
  const typedFields = useRef(new Set<AddressField>());
  useEffect(() => {
    if (account) setForm((current) => prefilledForm(current, account, keptFields(keepDelivery.current, typedFields.current)));
  }, [account]);
  // "Go to payment" pressed before the account has answered waits for it, so the order goes with
  // the account's email and address: it reads the page as it stands once the answer is in.
  const latest = useRef({ form, account, lines, discountCode, giftCard });
  useLayoutEffect(() => {
    latest.current = { form, account, lines, discountCode, giftCard };
  });
  const accountWaiters = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (!accountLoading) for (const settled of accountWaiters.current.splice(0)) settled();
  }, [accountLoading]);

  const [checks, setChecks] = useState<Checks | null>(null);
  useEffect(() => {
    // Not there yet: "Go to payment" waits for them.
    loadChecks().then(setChecks, () => undefined);
  }, []);
  // A field's message goes once the field is right; the server's reason goes with any change.
  useEffect(() => setErrors((current) => (checks ? checks.errorsStillStanding(current, form) : current)), [form, checks]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: what changed is the point, not what is read.
  useEffect(() => setReason(null), [form, lines, discountCode, giftCard]);
  useEffect(() => {
    if (!returning) rememberCheckout({ form, discountCode, giftCard });
  }, [form, discountCode, giftCard, returning]);
  useEffect(() => {
    if (reason) submitButton.current?.focus();
  }, [reason]);
  // A page the browser kept whole (back/forward cache) comes back as it was left, busy: it is
  // let go of as any return from the payment page.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setBusy(false);
      const orderId = recallCheckout()?.pendingOrder;
      if (orderId) setReturning({ orderId, fromLink: false });
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const returned = (restored: Restored | null) => {
    if (restored) {
      keepDelivery.current = true;
      setForm(restored.formOf);
      setRestoreCodes(restored.codes);
    }
    setReturning(null);
  };

  const territory = useVatTerritory(form.delivery.country, form.delivery.zipCode);
  const totals = checkoutTotals({
    lines,
    code: discountCode,
    giftCardAmount: giftCard?.amount,
    country: form.delivery.country,
    method: form.deliveryMethod,
    territory,
  });

  const setDelivery = (field: AddressField, value: string) => {
    typedFields.current.add(field);
    setForm((current) => ({ ...current, delivery: { ...current.delivery, [field]: value } }));
  };
  const setBilling = (field: AddressField, value: string) => {
    setForm((current) => ({ ...current, billing: { ...current.billing, [field]: value } }));
  };

  const failed = (error: unknown) => {
    setPending(null);
    setBusy(false);
    // The server's own field messages go to their fields; any other refusal is said under the button.
    const serverErrors = error instanceof HttpError ? serverErrorsOf(error.body?.errors) : {};
    if (Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors);
      focusFirstError(serverErrors);
    } else {
      setReason(reasonOf(error, t.page.paymentNotOpened));
    }
  };

  const placeOrder = async (order: OrderRequestInput) => {
    setBusy(true);
    try {
      const { url, orderId } = await createOrder.trigger(order);
      resetPreOrderFlags();
      rememberPendingOrder(orderId);
      window.location.assign(url);
    } catch (error) {
      failed(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (accountLoading) {
      setBusy(true);
      await new Promise<void>((settled) => accountWaiters.current.push(settled));
    }
    const now = latest.current;
    const ready = now.account ? prefilledForm(now.form, now.account, keptFields(keepDelivery.current, typedFields.current)) : now.form;
    let validation: ReturnType<Checks['validateCheckout']>;
    try {
      validation = (await loadChecks()).validateCheckout(ready, t.errors);
    } catch (error) {
      failed(error);
      return;
    }
    if (!validation.valid) {
      setBusy(false);
      setErrors(validation.errors);
      focusFirstError(validation.errors);
      return;
    }
    setErrors({});
    setReason(null);
    const order = orderRequestOf(ready, validation, now.lines, {
      discountCodeName: now.discountCode?.name ?? null,
      giftCardCode: now.giftCard?.code ?? null,
    });
    setBusy(true);
    let productsMissing: string[];
    try {
      productsMissing = (await checkPreOrder.trigger(order)).productsMissing ?? [];
    } catch (error) {
      failed(error);
      return;
    }
    if (productsMissing.length === 0) {
      await placeOrder(order);
    } else {
      setBusy(false);
      setPending({ order, productsMissing });
    }
  };

  // Drawn ahead at build time with nobody's cart (decision 039): the title where the form's page
  // has it and Loading... until the first render after hydration shows this tab's cart.
  if (!hydrated) {
    return (
      <div className="checkout">
        <Seo title={t.page.title} />
        <h1 className="page-title checkout__title">{t.page.title}</h1>
        <Loading />
      </div>
    );
  }

  if (returning) {
    return (
      <Suspense fallback={<Loading />}>
        <ReturnFromPayment
          key={returning.orderId}
          orderId={returning.orderId}
          fromLink={returning.fromLink}
          emailLocked={account !== null}
          onDone={returned}
        />
      </Suspense>
    );
  }

  if (lines.length === 0) {
    return (
      <section className="checkout checkout--empty">
        <Seo title={t.page.title} />
        <h1 className="page-title">{t.page.title}</h1>
        <p>{t.page.emptyCart}</p>
        <Link to="/" className="button">
          {t.backToHomepage}
        </Link>
      </section>
    );
  }

  return (
    <div className="checkout">
      <Seo title={t.page.title} />
      <h1 className="page-title checkout__title">{t.page.title}</h1>
      <form id="checkout-form" className="checkout__form" onSubmit={submit} noValidate aria-labelledby="delivery-title">
        <h2 id="delivery-title" className="checkout__heading">
          {t.page.deliveryDetails}
        </h2>
        <TextField
          id="email"
          label={t.page.email}
          type="email"
          autoComplete="email"
          required
          // The account's, locked; while it loads, not open to typing that its answer would replace.
          disabled={account !== null || accountLoading}
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
          error={errors.email}
        />
        {/* Chosen before the address: a consumer's pickup asks only for the names. */}
        <DeliveryMethodChoice
          method={form.deliveryMethod}
          location={form.deliveryLocation}
          onMethod={(deliveryMethod) => setForm({ ...form, deliveryMethod })}
          onLocation={(deliveryLocation) => setForm({ ...form, deliveryLocation })}
        />
        {savedAddresses.length > 1 && asksForAddress(form) ? (
          <Suspense fallback={<div className="saved-address" />}>
            <SavedAddressPicker
              addresses={savedAddresses}
              chosen={savedAddresses.findIndex((address) => sameAddress(address, form.delivery))}
              onPick={(delivery) => {
                keepDelivery.current = true;
                setForm({ ...form, delivery });
              }}
            />
          </Suspense>
        ) : null}
        <AddressFields
          idPrefix="delivery"
          value={form.delivery}
          onChange={setDelivery}
          errors={errors}
          required
          namesOnly={!asksForAddress(form)}
        />

        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.billingSameAsDelivery}
            onChange={(event) => setForm({ ...form, billingSameAsDelivery: event.target.checked })}
          />
          {t.page.billingSameAsDelivery}
        </label>
        {form.billingSameAsDelivery ? null : (
          <fieldset className="billing">
            <legend className="checkout__heading">{t.page.billingAddress}</legend>
            <AddressFields idPrefix="billing" value={form.billing} onChange={setBilling} required={false} />
          </fieldset>
        )}

        <CompanyFields value={form.company} onChange={(company) => setForm({ ...form, company })} errors={errors} />
      </form>

      {/* Right after the form, so "Go to payment" follows it in tab order; on a phone a bar kept at
          the screen's foot, with the total beside it. */}
      <div className="checkout__submit">
        <p className="checkout__bar-total" id={BAR_TOTAL_ID} aria-hidden="true">
          <span>{t.total}</span> <strong>{formatEuro(totals.total)}</strong>
        </p>
        <button
          ref={submitButton}
          type="submit"
          form="checkout-form"
          className="button button--wide button--large"
          disabled={busy}
          aria-busy={busy}
          aria-describedby={reason ? `${BAR_TOTAL_ID} ${REASON_ID}` : BAR_TOTAL_ID}
        >
          {busy ? t.loading : t.page.goToPayment}
        </button>
        <p id={REASON_ID} className="field__error checkout__reason" role="alert">
          {reason}
        </p>
      </div>

      <OrderSummary
        lines={lines}
        totals={totals}
        vat={checkoutVatTreatment(form.delivery.country, form.deliveryMethod, territory)}
        vatText={checkoutVatNote({ country: form.delivery.country, method: form.deliveryMethod, territory }, t.vat)}
        discountCode={discountCode}
        onDiscountCode={setDiscountCode}
        giftCard={giftCard}
        onGiftCard={setGiftCard}
        restoreCodes={restoreCodes}
      />

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
