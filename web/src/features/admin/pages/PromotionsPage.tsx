import type { DiscountCodeList, DiscountCodeRow, GiftCardList, GiftCardRow } from '@shop/shared/contract/adminPromotions';
import { formatEuro } from '@shop/shared/money';
import { type FormEvent, type ReactNode, useState } from 'react';
import { AdminField, Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { adminRequest, readStaffSession, useAdmin } from '../api/adminRequest.ts';
import { utcTime } from '../adminTime.ts';

const NONE: Refusal = { errors: {} };
/** What a field holds, or nothing when it is blank: the contract then takes its default. */
const filled = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '').trim();
  return value === '' ? undefined : value;
};
const whole = (value: string | undefined) => (value === undefined ? undefined : /^\d+$/.test(value) ? Number(value) : value);
/** Euros as typed (25, 25.00 or 25,00) in cents; anything else as typed, for the contract to name. */
const cents = (value: string | undefined) => {
  const match = value === undefined ? null : /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : value;
};

/** A list once it has come: its table, or what to say when it is empty. */
function Listed(props: { caption: string; none: string; columns: string[]; rows?: [string, ReactNode[]][] }) {
  if (!props.rows) return null;
  return props.rows.length === 0 ? <p>{props.none}</p> : <AdminTable caption={props.caption} columns={props.columns} rows={props.rows} />;
}

/** Staff: discount codes and gift cards, made with the command line's checks, listed with their use and balance, disabled. */
export function PromotionsPage() {
  const codes = useAdmin<DiscountCodeList>('/api/admin/discountCodes');
  const cards = useAdmin<GiftCardList>('/api/admin/giftCards');
  const owner = readStaffSession()?.staff.role === 'owner';
  const [codeRefusal, setCodeRefusal] = useState<Refusal>(NONE);
  const [cardRefusal, setCardRefusal] = useState<Refusal>(NONE);
  const [outcome, setOutcome] = useState<{ done?: string; refusal: Refusal }>({ refusal: NONE });

  const createCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setCodeRefusal(NONE);
    const products = filled(form, 'productIds');
    try {
      const code = await adminRequest<DiscountCodeRow>('/api/admin/discountCodes', {
        body: {
          name: filled(form, 'name') ?? '',
          percent: whole(filled(form, 'percent')) ?? '',
          ...(products ? { productIds: products.split(/[\s,]+/).filter(Boolean) } : {}),
          validFrom: filled(form, 'validFrom'),
          validUntil: filled(form, 'validUntil'),
          usageLimit: whole(filled(form, 'usageLimit')),
        },
      });
      setOutcome({ done: `Discount code ${code.name} is created: ${code.percent}% off.`, refusal: NONE });
      formElement.reset();
      await codes.mutate();
    } catch (error) {
      setCodeRefusal(refusalOf(error));
    }
  };

  const createCard = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setCardRefusal(NONE);
    try {
      const card = await adminRequest<GiftCardRow>('/api/admin/giftCards', {
        body: { amount: cents(filled(form, 'amount')) ?? '', code: filled(form, 'code'), expiresAt: filled(form, 'expiresAt') },
      });
      setOutcome({ done: `Gift card ${card.code} is created, worth ${formatEuro(card.balance)}.`, refusal: NONE });
      formElement.reset();
      await cards.mutate();
    } catch (error) {
      setCardRefusal(refusalOf(error));
    }
  };

  const disable = async (what: 'discountCodes' | 'giftCards', id: string) => {
    setOutcome({ refusal: NONE });
    try {
      await adminRequest(`/api/admin/${what}/${encodeURIComponent(id)}/disable`, { method: 'POST' });
      setOutcome({ done: `${id} is disabled: the checkout refuses it from now on.`, refusal: NONE });
      await (what === 'discountCodes' ? codes.mutate() : cards.mutate());
    } catch (error) {
      setOutcome({ refusal: refusalOf(error) });
    }
  };
  const disableButton = (what: 'discountCodes' | 'giftCards', id: string, disabled: boolean) =>
    disabled ? (
      'Disabled'
    ) : (
      <button key="disable" type="button" className="admin__button admin__button--quiet" onClick={() => disable(what, id)}>
        Disable {id}
      </button>
    );

  return (
    <section aria-labelledby="admin-promotions">
      <title>Codes & gift cards | Back office</title>
      <h1 id="admin-promotions">Codes & gift cards</h1>
      <Outcome done={outcome.done} refusal={outcome.refusal} />
      <h2>Discount codes</h2>
      <Listed
        caption="Discount codes"
        none="There are no discount codes."
        columns={['Name', 'Percent', 'Products', 'From', 'Until', 'Used', 'State', 'Disable']}
        rows={codes.data?.data.map((c) => [
          c.name,
          [
            c.name,
            `${c.percent}%`,
            c.productIds ? c.productIds.join(', ') : 'all',
            utcTime(c.validFrom),
            utcTime(c.validUntil),
            `${c.used}${c.usageLimit !== undefined ? ` of ${c.usageLimit}` : ''}`,
            c.state,
            disableButton('discountCodes', c.name, c.disabled !== undefined),
          ],
        ])}
      />
      <h3>New discount code</h3>
      <form className="admin__form" onSubmit={createCode} noValidate aria-label="New discount code">
        <Outcome refusal={codeRefusal} />
        <AdminField label="Name (3 to 40 letters, digits, - or _)" name="name" required error={codeRefusal.errors.name} />
        <AdminField label="Percent off" name="percent" inputMode="numeric" required error={codeRefusal.errors.percent} />
        <AdminField
          label="Only these products (ids, comma-separated; empty: every product)"
          name="productIds"
          error={codeRefusal.errors.productIds}
        />
        <AdminField label="Valid from (e.g. 2026-12-01)" name="validFrom" error={codeRefusal.errors.validFrom} />
        <AdminField label="Valid until (e.g. 2026-12-31)" name="validUntil" error={codeRefusal.errors.validUntil} />
        <AdminField
          label={`How many orders may use it (empty: no limit${owner ? '' : ', which only an owner may create'})`}
          name="usageLimit"
          inputMode="numeric"
          error={codeRefusal.errors.usageLimit}
        />
        <button type="submit" className="admin__button">
          Create discount code
        </button>
      </form>
      <h2>Gift cards</h2>
      <Listed
        caption="Gift cards"
        none="There are no gift cards."
        columns={['Code', 'Balance', 'Worth', 'Expires', 'State', 'Disable']}
        rows={cards.data?.data.map((c) => [
          c.code,
          [
            c.code,
            formatEuro(c.balance),
            formatEuro(c.initialAmount),
            utcTime(c.expiresAt),
            c.state,
            disableButton('giftCards', c.code, c.disabled !== undefined),
          ],
        ])}
      />
      <h3>New gift card</h3>
      {owner ? null : <p>A gift card is money the shop owes: an owner issues them.</p>}
      <form className="admin__form" onSubmit={createCard} noValidate aria-label="New gift card" hidden={!owner}>
        <Outcome refusal={cardRefusal} />
        <AdminField label="Amount in euros (e.g. 25.00)" name="amount" inputMode="decimal" required error={cardRefusal.errors.amount} />
        <AdminField label="Code (empty: an unguessable one)" name="code" error={cardRefusal.errors.code} />
        <AdminField label="Expires (empty: in six months)" name="expiresAt" error={cardRefusal.errors.expiresAt} />
        <button type="submit" className="admin__button">
          Create gift card
        </button>
      </form>
    </section>
  );
}
