import type { AgeGroup } from '@shop/shared/ages';
import type { CatalogOrderView, HomeSectionsSave, MenuOrderSave } from '@shop/shared/contract/adminCatalog';
import { TOP_COLLECTIONS } from '@shop/shared/contract/catalog';
import { type ReactNode, useRef, useState } from 'react';
import { MENUS } from '../../catalog/menu/menuItems.ts';
import { Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { adminRequest, useAdmin } from '../api/adminRequest.ts';
import { AnnouncementEditor } from '../components/AnnouncementEditor.tsx';
import { useDraft } from '../useDraft.ts';

type Menu = CatalogOrderView['menus'][number];
const ageLabel = (age: AgeGroup) => MENUS.find((menu) => menu.id === age)?.label ?? age;

/** The list with the item at `index` moved by `by` places (nothing past either end). */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

/** Rows in order, each with buttons to move it up and down, and what else a row carries. */
function OrderList<T extends { id: string; name: string }>({
  label,
  items,
  onChange,
  extra,
}: {
  label: string;
  items: T[];
  onChange(items: T[]): void;
  extra?: (item: T) => ReactNode;
}) {
  const list = useRef<HTMLOListElement>(null);
  // Focus stays with the row moved: on its button, or on the other one once it reached an end.
  const move = (index: number, by: -1 | 1) => {
    const item = items[index] as T;
    onChange(moved(items, index, by));
    requestAnimationFrame(() => {
      const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])].filter(
        (button) => button.dataset.move === item.id,
      );
      (buttons.find((button) => button.dataset.by === String(by) && !button.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
    });
  };
  return (
    <ol className="admin__order" aria-label={label} ref={list}>
      {items.map((item, index) => (
        <li key={item.id}>
          <span>
            {index + 1}. {item.name}
          </span>
          {extra?.(item)}
          <button
            type="button"
            className="admin__button admin__button--quiet"
            aria-label={`Move ${item.name} up`}
            data-move={item.id}
            data-by="-1"
            disabled={index === 0}
            onClick={() => move(index, -1)}
          >
            Up
          </button>
          <button
            type="button"
            className="admin__button admin__button--quiet"
            aria-label={`Move ${item.name} down`}
            data-move={item.id}
            data-by="1"
            disabled={index === items.length - 1}
            onClick={() => move(index, 1)}
          >
            Down
          </button>
        </li>
      ))}
    </ol>
  );
}

/** One age group's menu: its categories' order, its collections' order and which are featured. */
function MenuEditor({ stored, onSaved }: { stored: Menu; onSaved(menu: Menu): void }) {
  const { draft: menu, edit: setMenu, saved: keep } = useDraft(stored);
  const [refusal, setRefusal] = useState<Refusal>({ errors: {} });
  const [done, setDone] = useState<string>();
  const label = ageLabel(menu.age);
  const featuredCount = menu.collections.filter((c) => c.featured).length;
  const save = async () => {
    setRefusal({ errors: {} });
    setDone(undefined);
    const body: MenuOrderSave = {
      age: menu.age,
      categoryIds: menu.categories.map((c) => c.id),
      collectionIds: menu.collections.map((c) => c.id),
      featuredIds: menu.collections.filter((c) => c.featured).map((c) => c.id),
    };
    try {
      const saved = await adminRequest<Menu>('/api/admin/catalogOrder/menu', { body });
      keep(saved);
      onSaved(saved);
      setDone(`Saved: the ${label} menu shows this order.`);
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };
  return (
    <section aria-labelledby={`admin-menu-${menu.age}`}>
      <h2 id={`admin-menu-${menu.age}`}>{label} menu</h2>
      <h3>Categories</h3>
      <OrderList label={`${label} categories`} items={menu.categories} onChange={(categories) => setMenu({ ...menu, categories })} />
      <h3>Collections</h3>
      <p>The menu features up to {TOP_COLLECTIONS} collections as tiles.</p>
      <OrderList
        label={`${label} collections`}
        items={menu.collections}
        onChange={(collections) => setMenu({ ...menu, collections })}
        extra={(collection) => (
          <label>
            <input
              type="checkbox"
              checked={collection.featured}
              disabled={!collection.featured && featuredCount >= TOP_COLLECTIONS}
              onChange={(event) => {
                const featured = event.currentTarget.checked;
                setMenu({ ...menu, collections: menu.collections.map((c) => (c.id === collection.id ? { ...c, featured } : c)) });
              }}
            />
            Featured
          </label>
        )}
      />
      {refusal.errors.featuredIds ? <p className="admin__error">{refusal.errors.featuredIds}</p> : null}
      <Outcome done={done} refusal={refusal} />
      <button type="button" className="admin__button" onClick={() => void save()}>
        Save the {label} menu
      </button>
    </section>
  );
}

const SECTIONS = {
  first: 'Hero at the top (one or more collections)',
  second: 'First carousel',
  third: 'Collection tiles (the home page shows the first two)',
  fourth: 'Second carousel',
} as const;

/** Which collections feed the home page's four sections. */
function HomeEditor({
  stored,
  collections,
  onSaved,
}: {
  stored: HomeSectionsSave;
  collections: { id: string; name: string }[];
  onSaved(): void;
}) {
  const { draft: home, edit: setHome, saved: keep } = useDraft(stored);
  const [refusal, setRefusal] = useState<Refusal>({ errors: {} });
  const [done, setDone] = useState<string>();
  const toggle = (section: 'first' | 'third', id: string, on: boolean) =>
    setHome({ ...home, [section]: on ? [...home[section], id] : home[section].filter((c) => c !== id) });
  const save = async () => {
    setRefusal({ errors: {} });
    setDone(undefined);
    try {
      keep(await adminRequest<HomeSectionsSave>('/api/admin/catalogOrder/home', { body: home }));
      setDone('Saved: the home page shows these collections.');
      onSaved();
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };
  const error = (section: keyof typeof SECTIONS) =>
    refusal.errors[section] ? <span className="admin__error">{refusal.errors[section]}</span> : null;
  return (
    <section aria-labelledby="admin-home-sections">
      <h2 id="admin-home-sections">Home page</h2>
      {(['first', 'third'] as const).map((section) => (
        <fieldset key={section} className="admin__choices">
          <legend>{SECTIONS[section]}</legend>
          {collections.map((collection) => (
            <label key={collection.id}>
              <input
                type="checkbox"
                checked={home[section].includes(collection.id)}
                onChange={(event) => toggle(section, collection.id, event.currentTarget.checked)}
              />
              {collection.name}
            </label>
          ))}
          {error(section)}
        </fieldset>
      ))}
      {(['second', 'fourth'] as const).map((section) => (
        <div key={section} className="admin__form">
          <label htmlFor={`admin-home-${section}`}>
            {SECTIONS[section]}
            <select
              id={`admin-home-${section}`}
              value={home[section]}
              onChange={(event) => setHome({ ...home, [section]: event.currentTarget.value })}
            >
              {home[section] ? null : <option value="">Choose a collection</option>}
              {collections.map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.name}
                </option>
              ))}
            </select>
            {error(section)}
          </label>
        </div>
      ))}
      <Outcome done={done} refusal={refusal} />
      <button type="button" className="admin__button" onClick={() => void save()}>
        Save the home page
      </button>
    </section>
  );
}

/** The menu's order by age group, its featured collections, the home page's sections and the announcement bar. */
export function CatalogOrderPage() {
  const { data, error, mutate } = useAdmin<CatalogOrderView>('/api/admin/catalogOrder');
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>Loading…</p>;
  const collections = data.menus.flatMap((menu) =>
    menu.collections.map(({ id, name }) => ({ id, name: `${name} (${ageLabel(menu.age)})` })),
  );
  return (
    <section aria-labelledby="admin-catalog-order">
      <title>Menu and home page | Back office</title>
      <h1 id="admin-catalog-order">Menu and home page</h1>
      <p>Saved changes show in the shop's menu, home page and announcement bar within a minute.</p>
      <AnnouncementEditor
        stored={data.announcement}
        onSaved={(announcement) => void mutate({ ...data, announcement }, { revalidate: false })}
      />
      {data.menus.map((menu) => (
        <MenuEditor
          key={menu.age}
          stored={menu}
          onSaved={(saved) =>
            void mutate({ ...data, menus: data.menus.map((m) => (m.age === saved.age ? saved : m)) }, { revalidate: false })
          }
        />
      ))}
      <HomeEditor stored={data.home} collections={collections} onSaved={() => void mutate()} />
    </section>
  );
}
