import type { AgeGroup } from '@shop/shared/ages';
import type { AdminProductView, StockResponse, WarehouseCounts } from '@shop/shared/contract/adminProducts';
import type { NavigationByAge } from '@shop/shared/contract/catalog';
import { MEASURES, type Measure } from '@shop/shared/garmentMeasures';
import { CLOTHING_KPD } from '@shop/shared/kpd';
import { discountedPrice, formatEuro } from '@shop/shared/money';
import { defaultVatClass, VAT_CLASSES, type VatClass } from '@shop/shared/vatRates';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminField, AdminTextArea, Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { refusedWith } from '../../../platform/http.ts';
import { adminRequest, useAdmin } from '../api/adminRequest.ts';
import { ImageUpload } from '../components/ImageUpload.tsx';

/** How the back office names each class. */
const VAT_CLASS_LABELS: Readonly<Record<VatClass, string>> = {
  STANDARD: 'Standard (adults’ clothing, accessories, anything else)',
  CHILDREN_CLOTHING: 'Children’s clothing',
  CHILDREN_FOOTWEAR: 'Children’s footwear',
};

const AGES: [AgeGroup, string][] = [
  ['ADULT', 'Adults'],
  ['KID', 'Kids'],
  ['CHILD', 'Children'],
  ['NB', 'Newborns'],
];
const NONE: Refusal = { errors: {} };

/** Euros as typed (12,50 or 12.50) → cents; NaN stays NaN so the contract names the field. */
const cents = (raw: FormDataEntryValue | null) =>
  Math.round(
    Number(
      String(raw ?? '')
        .trim()
        .replace(',', '.'),
    ) * 100,
  );
const euros = (value: number) => (value / 100).toFixed(2).replace('.', ',');
const list = (raw: FormDataEntryValue | null) =>
  String(raw ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** How the desk names each garment measure (docs/decisions/079). */
const MEASURE_LABELS: Readonly<Record<Measure, string>> = {
  chestWidth: 'Chest width',
  waistWidth: 'Waist width',
  hipWidth: 'Hip width',
  length: 'Length',
  sleeve: 'Sleeve',
  inseam: 'Inside leg',
};
const measureField = (size: string, measure: Measure) => `measure:${size}:${measure}`;
/** Centimetres as typed (52,5 or 52.5); what is not a number stays NaN so the contract names the field. */
const centimetres = (raw: FormDataEntryValue | null) =>
  Number(
    String(raw ?? '')
      .trim()
      .replace(',', '.'),
  );

/** The fit and fabric of the form's fields: texts as typed, the model when either of its fields is filled, each size's measures typed. */
function fitOf(f: FormData, sizes: readonly string[]) {
  const measurements = Object.fromEntries(
    sizes.flatMap((size) => {
      const typed = MEASURES.flatMap((m) => {
        const raw = String(f.get(measureField(size, m)) ?? '').trim();
        return raw === '' ? [] : [[m, centimetres(raw)] as const];
      });
      return typed.length > 0 ? [[size, Object.fromEntries(typed)]] : [];
    }),
  );
  const height = String(f.get('modelHeightCm') ?? '').trim();
  const sizeWorn = String(f.get('modelSize') ?? '').trim();
  return {
    composition: f.get('composition'),
    care: f.get('care'),
    fitNote: f.get('fitNote'),
    ...(height || sizeWorn ? { model: { heightCm: height ? Number(height) : Number.NaN, sizeWorn } } : {}),
    ...(Object.keys(measurements).length > 0 ? { measurements } : {}),
  };
}

/** A product's page at the desk: a new one (`/admin/products/new`) or one of the shop's, with its prices and stock. */
export function ProductPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const path = `/api/admin/products/${id}`;
  const { data: product, error, mutate } = useAdmin<AdminProductView>(isNew ? null : path);
  if (error) return <p role="alert">{error.message}</p>;
  if (!isNew && !product) return <p>Loading…</p>;
  return (
    <section aria-labelledby="admin-product">
      <title>{`${product ? product.name : 'New product'} | Back office`}</title>
      <p>
        <Link to="/admin/products">All products</Link>
      </p>
      <h1 id="admin-product">{product ? `${product.name}, ${product.colorName}` : 'New product'}</h1>
      {/* The form keeps what was typed across a save; Reload reads the product afresh. */}
      <ProductForm key={product?.id ?? 'new'} product={product} onSaved={(p) => mutate(p, { revalidate: false })} />
      {product ? <StockTable product={product} onChanged={(p) => mutate(p, { revalidate: false })} /> : null}
    </section>
  );
}

function ProductForm({ product, onSaved }: { product?: AdminProductView; onSaved(product: AdminProductView): void }) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal>(NONE);
  const [stale, setStale] = useState(false);
  const [done, setDone] = useState<string>();
  const [age, setAge] = useState<AgeGroup>(product?.age ?? 'ADULT');
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  // The measurements table has a row for each size the sizes field lists, as it is typed.
  const [sizes, setSizes] = useState<string[]>(product?.sizes ?? []);
  const [nav, setNav] = useState<NavigationByAge>({});
  useEffect(() => {
    adminRequest<NavigationByAge>('/api/homePage/fetchByAge', { body: { ages: [age] } }).then(setNav, () => setNav({}));
  }, [age]);
  const e = refusal.errors;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const body = {
      ...(product ? { version: product.version } : { id: String(f.get('id') ?? '').trim() }),
      name: f.get('name'),
      colorName: f.get('colorName'),
      description: f.get('description'),
      washingInstructions: f.get('washingInstructions'),
      price: cents(f.get('price')),
      discount: Number(f.get('discount') || 0),
      age,
      // Empty: what the age group says (children's ranges are children's clothing).
      ...(f.get('vatClass') ? { vatClass: f.get('vatClass') } : {}),
      kpd: f.get('kpd'),
      categoryIds: f.getAll('categoryIds'),
      collectionIds: f.getAll('collectionIds'),
      colorRelatedProductIds: list(f.get('colorRelatedProductIds')),
      images,
      sizes: list(f.get('sizes')),
      preOrder: f.get('preOrder') === 'on',
      active: f.get('active') === 'on',
      ...fitOf(f, list(f.get('sizes'))),
      // Croatian text is optional: the shop shows the English field wherever one is left empty.
      hr: {
        name: f.get('nameHr'),
        colorName: f.get('colorNameHr'),
        description: f.get('descriptionHr'),
        washingInstructions: f.get('washingInstructionsHr'),
        composition: f.get('compositionHr'),
        care: f.get('careHr'),
        fitNote: f.get('fitNoteHr'),
      },
    };
    setRefusal(NONE);
    setDone(undefined);
    try {
      const saved = product
        ? await adminRequest<AdminProductView>(`/api/admin/products/${product.id}`, { method: 'PUT', body })
        : await adminRequest<AdminProductView>('/api/admin/products', { body });
      if (product) onSaved(saved);
      else navigate(`/admin/products/${saved.id}`);
      setDone('Saved. The shop shows it in a moment.');
    } catch (failure) {
      // Changed by someone else since it was opened: the desk offers to reload (a taken id is a 409 too).
      setStale(refusedWith(failure, 'catalogDesk.staleProduct') && Boolean(product));
      setRefusal(refusalOf(failure));
    }
  };
  const move = (from: number, to: number) =>
    setImages((current) => {
      const next = [...current];
      const [image] = next.splice(from, 1);
      next.splice(to, 0, image as string);
      return next;
    });
  const addImage = (path: string) => {
    const clean = path.trim();
    if (clean) setImages((current) => (current.includes(clean) ? current : [...current, clean]));
  };
  const choices = nav[age];

  return (
    <form className="admin__form admin__form--wide" onSubmit={save} noValidate>
      <h2>Details</h2>
      <Outcome done={done} refusal={refusal} />
      {stale ? (
        <button type="button" className="admin__button" onClick={() => window.location.reload()}>
          Reload
        </button>
      ) : null}
      <div className="admin__editor">
        <div className="admin__form admin__form--wide">
          {product ? null : <AdminField label="Id (in the address, never changed)" name="id" required error={e.id} />}
          <AdminField label="Name" name="name" defaultValue={product?.name} required error={e.name} />
          <AdminField label="Colour" name="colorName" defaultValue={product?.colorName} required error={e.colorName} />
          <AdminTextArea rows={4} label="Description" name="description" defaultValue={product?.description} error={e.description} />
          <AdminTextArea
            rows={4}
            label="Washing instructions"
            name="washingInstructions"
            defaultValue={product?.washingInstructions}
            error={e.washingInstructions}
          />
          <AdminField label="Naziv (hrvatski)" lang="hr" name="nameHr" defaultValue={product?.hr?.name} error={e['hr.name']} />
          <AdminField
            label="Boja (hrvatski)"
            lang="hr"
            name="colorNameHr"
            defaultValue={product?.hr?.colorName}
            error={e['hr.colorName']}
          />
          <AdminTextArea
            rows={4}
            label="Opis (hrvatski)"
            lang="hr"
            name="descriptionHr"
            defaultValue={product?.hr?.description}
            error={e['hr.description']}
          />
          <AdminTextArea
            rows={4}
            label="Upute za pranje (hrvatski)"
            lang="hr"
            name="washingInstructionsHr"
            defaultValue={product?.hr?.washingInstructions}
            error={e['hr.washingInstructions']}
          />
          <AdminField
            label="Price in euros, VAT included"
            name="price"
            inputMode="decimal"
            defaultValue={product ? euros(product.price) : ''}
            required
            error={e.price}
          />
          <AdminField
            label="Discount in percent"
            name="discount"
            type="number"
            min={0}
            max={90}
            defaultValue={product?.discount ?? 0}
            error={e.discount}
          />
          {product ? <PriceHistory product={product} /> : null}
        </div>
        <div className="admin__form admin__form--wide">
          <label htmlFor="admin-age">
            Age group
            <select id="admin-age" name="age" value={age} onChange={(event) => setAge(event.target.value as AgeGroup)}>
              {AGES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor="admin-vat-class">
            VAT class
            <select id="admin-vat-class" name="vatClass" defaultValue={product?.vatClass ?? ''}>
              <option value="">As the age group says: {VAT_CLASS_LABELS[defaultVatClass(age)]}</option>
              {VAT_CLASSES.map((value) => (
                <option key={value} value={value}>
                  {VAT_CLASS_LABELS[value]}
                </option>
              ))}
            </select>
            <small>Through OSS, Ireland charges 0 % and Luxembourg 3 % on children’s clothing and footwear.</small>
          </label>
          <AdminField
            label="KPD 2025 code (every eRačun line names it)"
            name="kpd"
            defaultValue={product?.kpd}
            required
            pattern="\d{2}\.\d{2}\.\d{2}"
            placeholder="14.21.24"
            list="admin-kpd-codes"
            error={e.kpd}
          />
          <datalist id="admin-kpd-codes">
            {Object.entries(CLOTHING_KPD).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </datalist>
          <Choices
            legend="Categories"
            name="categoryIds"
            options={choices?.categories ?? []}
            chosen={product?.categoryIds ?? []}
            error={e.categoryIds}
          />
          <Choices
            legend="Collections"
            name="collectionIds"
            options={choices?.collections ?? []}
            chosen={product?.collectionIds ?? []}
            error={e.collectionIds}
          />
          <AdminField
            label="Sizes, separated by commas"
            name="sizes"
            defaultValue={product?.sizes.join(', ')}
            onChange={(event) => setSizes(list(event.target.value))}
            required
            error={e.sizes}
          />
          <AdminField
            label="The same model in other colours: product ids, separated by commas"
            name="colorRelatedProductIds"
            defaultValue={product?.colorRelatedProductIds.join(', ')}
            error={e.colorRelatedProductIds}
          />
          <label>
            <input type="checkbox" name="preOrder" defaultChecked={product?.preOrder ?? false} /> Sold-out sizes can be pre-ordered
          </label>
          <label>
            <input type="checkbox" name="active" defaultChecked={product?.active ?? true} /> In the shop
          </label>
        </div>
      </div>
      <FitFields product={product} sizes={sizes} errors={e} />
      <fieldset className="admin__choices" aria-describedby={e.images ? 'admin-images-error' : undefined}>
        <legend>Images (the first is the main image)</legend>
        <ol className="admin__order">
          {images.map((image, i) => (
            <li key={image}>
              <span>{image}</span>
              <button type="button" className="admin__button admin__button--quiet" disabled={i === 0} onClick={() => move(i, i - 1)}>
                Up<span className="visually-hidden"> {image}</span>
              </button>
              <button
                type="button"
                className="admin__button admin__button--quiet"
                disabled={i === images.length - 1}
                onClick={() => move(i, i + 1)}
              >
                Down<span className="visually-hidden"> {image}</span>
              </button>
              <button
                type="button"
                className="admin__button admin__button--quiet"
                onClick={() => setImages((current) => current.filter((x) => x !== image))}
              >
                Remove<span className="visually-hidden"> {image}</span>
              </button>
            </li>
          ))}
        </ol>
        {e.images ? (
          <span className="admin__error" id="admin-images-error">
            {e.images}
          </span>
        ) : null}
        <ImagePathAdder onAdd={addImage} />
        <ImageUpload folder="products" label="Upload a photo" onUploaded={addImage} />
      </fieldset>
      <button type="submit" className="admin__button">
        {product ? 'Save changes' : 'Create product'}
      </button>
    </form>
  );
}

/** Where in the measurements table a refusal points: `measurements.S.chestWidth` → "Size S, Chest width". */
function whereInTable(field: string): string {
  const [, size = '', measure] = /^measurements\.(.+?)(?:\.([A-Za-z]+))?$/.exec(field) ?? [];
  const label = MEASURE_LABELS[measure as Measure];
  return label ? `Size ${size}, ${label}` : `Size ${size}`;
}

/** Fit & fabric (docs/decisions/079): composition, care, fit note in both languages, the model, and each size's garment measurements in cm. */
function FitFields({ product, sizes, errors: e }: { product?: AdminProductView; sizes: string[]; errors: Record<string, string> }) {
  const tableError = Object.entries(e).find(([field]) => field.startsWith('measurements.'));
  return (
    <fieldset className="admin__choices">
      <legend>Fit &amp; fabric</legend>
      <div className="admin__editor">
        <div className="admin__form admin__form--wide">
          <AdminField label="Composition, e.g. 100% linen" name="composition" defaultValue={product?.composition} error={e.composition} />
          <AdminField label="Care, in a line" name="care" defaultValue={product?.care} error={e.care} />
          <AdminField
            label="Fit note, e.g. Relaxed fit: take your usual size"
            name="fitNote"
            defaultValue={product?.fitNote}
            error={e.fitNote}
          />
          <AdminField
            label="Model’s height in cm"
            name="modelHeightCm"
            inputMode="numeric"
            defaultValue={product?.model?.heightCm}
            error={e['model.heightCm'] ?? e.model}
          />
          <AdminField label="Size the model wears" name="modelSize" defaultValue={product?.model?.sizeWorn} error={e['model.sizeWorn']} />
        </div>
        <div className="admin__form admin__form--wide">
          <AdminField
            label="Sastav (hrvatski)"
            lang="hr"
            name="compositionHr"
            defaultValue={product?.hr?.composition}
            error={e['hr.composition']}
          />
          <AdminField label="Njega (hrvatski)" lang="hr" name="careHr" defaultValue={product?.hr?.care} error={e['hr.care']} />
          <AdminField
            label="Napomena o kroju (hrvatski)"
            lang="hr"
            name="fitNoteHr"
            defaultValue={product?.hr?.fitNote}
            error={e['hr.fitNote']}
          />
        </div>
      </div>
      {sizes.length > 0 ? (
        <table className="admin__table">
          <caption>Garment measurements in cm, laid flat (whole or half, e.g. 52,5; leave empty what does not apply)</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {MEASURES.map((m) => (
                <th key={m} scope="col">
                  {MEASURE_LABELS[m]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {MEASURES.map((m) => {
                  const error = e[`measurements.${size}.${m}`] ?? e[`measurements.${size}`];
                  return (
                    <td key={m}>
                      <input
                        name={measureField(size, m)}
                        aria-label={`${MEASURE_LABELS[m]} of size ${size}`}
                        aria-invalid={error ? true : undefined}
                        inputMode="decimal"
                        size={5}
                        defaultValue={product?.measurements?.[size]?.[m]?.toString().replace('.', ',') ?? ''}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {tableError ? (
        <span className="admin__error" role="alert">
          {whereInTable(tableError[0])}: {tableError[1]}
        </span>
      ) : null}
    </fieldset>
  );
}

function ImagePathAdder({ onAdd }: { onAdd(path: string): void }) {
  const [path, setPath] = useState('');
  return (
    <div className="admin__steps">
      <label htmlFor="admin-image-path">
        Image path <input id="admin-image-path" value={path} onChange={(event) => setPath(event.target.value)} />
      </label>
      <button
        type="button"
        className="admin__button"
        onClick={() => {
          onAdd(path);
          setPath('');
        }}
      >
        Add image
      </button>
    </div>
  );
}

function Choices({
  legend,
  name,
  options,
  chosen,
  error,
}: {
  legend: string;
  name: string;
  options: { id: string; name: string }[];
  chosen: string[];
  error?: string;
}) {
  // Ids the product has that the age group's menu does not list are kept, so a save does not drop them unseen.
  const all = [...options, ...chosen.filter((id) => !options.some((o) => o.id === id)).map((id) => ({ id, name: id }))];
  return (
    <fieldset className="admin__choices" aria-describedby={error ? `admin-${name}-error` : undefined}>
      <legend>{legend}</legend>
      {all.length === 0 ? <p>None for this age group.</p> : null}
      {all.map((option) => (
        <label key={option.id}>
          <input type="checkbox" name={name} value={option.id} defaultChecked={chosen.includes(option.id)} /> {option.name}
        </label>
      ))}
      {error ? (
        <span className="admin__error" id={`admin-${name}-error`}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

/** The prices a shopper was offered in the last 30 days, beside price and discount (what the lowest-price rule reads). */
function PriceHistory({ product }: { product: AdminProductView }) {
  return (
    <div>
      <h3>Prices of the last 30 days</h3>
      <p>
        Now {formatEuro(discountedPrice(product.price, product.discount))}
        {product.priorPrice === undefined ? '' : ` · lowest of the 30 days before the reduction: ${formatEuro(product.priorPrice)}`}
      </p>
      {product.priceHistory.length === 0 ? (
        <p>No price recorded yet.</p>
      ) : (
        <AdminTable
          caption="Prices of the last 30 days"
          columns={['From', 'Price', 'List price', 'Discount']}
          rows={product.priceHistory.map((p) => [
            p.at,
            [p.at.slice(0, 16).replace('T', ' '), formatEuro(p.price), formatEuro(p.listPrice), `${p.discount} %`],
          ])}
        />
      )}
    </div>
  );
}

/** Every size in every warehouse, on the shelf and for pre-order; a count is set as `stock set` sets it. */
function StockTable({ product, onChanged }: { product: AdminProductView; onChanged(product: AdminProductView): void }) {
  const [refusal, setRefusal] = useState<Refusal>(NONE);
  const [done, setDone] = useState<string>();
  const set = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const [warehouse, size, kind] = String(f.get('what')).split('\u0000') as [string, string, string];
    setRefusal(NONE);
    setDone(undefined);
    try {
      const answer = await adminRequest<StockResponse>(`/api/admin/products/${product.id}/stock`, {
        method: 'PUT',
        body: { warehouse, size, kind, quantity: Number(f.get('quantity')) },
      });
      onChanged(answer.product);
      setDone(answer.changed ? `Set: ${size} in ${warehouse}.` : 'That count was already so; nothing changed.');
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };
  const rows = (w: WarehouseCounts) =>
    product.sizes.map(
      (size) =>
        [`${w.name}|${size}`, [w.name, size, w.quantities[size] ?? 0, w.preOrderQuantities[size] ?? 0]] as [string, (string | number)[]],
    );
  return (
    <section aria-labelledby="admin-stock">
      <h2 id="admin-stock">Stock</h2>
      <AdminTable
        caption="Stock by warehouse and size"
        columns={['Warehouse', 'Size', 'On the shelf', 'Pre-order']}
        rows={product.warehouses.flatMap(rows)}
      />
      <form className="admin__form" onSubmit={set}>
        <h3>Set a count</h3>
        <Outcome done={done} refusal={refusal} />
        <label htmlFor="admin-stock-what">
          Which
          <select id="admin-stock-what" name="what">
            {product.warehouses.flatMap((w) =>
              product.sizes.flatMap((size) =>
                (['stock', 'preOrder'] as const).map((kind) => (
                  <option key={`${w.name}|${size}|${kind}`} value={[w.name, size, kind].join('\u0000')}>
                    {`${w.name}, size ${size}, ${kind === 'stock' ? 'on the shelf' : 'pre-order'}`}
                  </option>
                )),
              ),
            )}
          </select>
        </label>
        <AdminField label="Quantity" name="quantity" type="number" min={0} required error={refusal.errors.quantity} />
        <button type="submit" className="admin__button">
          Set count
        </button>
      </form>
    </section>
  );
}
