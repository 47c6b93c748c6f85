import type { AgeGroup } from '@shop/shared/ages';
import { Link } from 'react-router-dom';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { useAgeMenu } from './menuData.ts';
import { MENUS, type MenuId } from './menuItems.ts';

export const menuLabel = (id: MenuId) => MENUS.find((menu) => menu.id === id)?.label ?? id;

/** The Info links of the mega-menu and the mobile menu (SPEC §2 Header). */
export const INFO_LINKS: readonly { to: string; label: string }[] = [
  { to: '/blog', label: 'Blog' },
  { to: '/size-guide', label: 'Size Guide' },
  { to: '/payments', label: 'Payments' },
  { to: '/shipping-and-delivery', label: 'Shipping and delivery' },
  { to: '/terms-and-sales-conditions', label: 'Terms & Sale Conditions' },
  { to: '/security-and-privacy', label: 'Security & Privacy' },
  { to: '/returns', label: 'Returns' },
  { to: '/contact', label: 'Contact' },
];

interface ListsProps {
  age: AgeGroup;
  /** Called when a link is followed, so a menu can close. */
  onFollow?: () => void;
}

function LinkList({
  id,
  title,
  links,
  onFollow,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
  onFollow?: () => void;
}) {
  if (links.length === 0) return null;
  return (
    <div className="menu-list">
      <p className="menu-list__title" id={id}>
        {title}
      </p>
      <ul aria-labelledby={id}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="menu-list__link" onClick={onFollow}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An age group's categories and collections as two lists of links. */
export function AgeLinks({ age, onFollow }: ListsProps) {
  const { categories, collections, loading } = useAgeMenu(age);
  if (loading) return <p className="menu-list__loading">Loading...</p>;
  const prefix = `menu-${age.toLowerCase()}`;
  return (
    <>
      <LinkList
        id={`${prefix}-categories`}
        title={`${menuLabel(age)} categories`}
        links={categories.map((c) => ({ to: `/category/${encodeURIComponent(c.id)}`, label: c.name }))}
        onFollow={onFollow}
      />
      <LinkList
        id={`${prefix}-collections`}
        title={`${menuLabel(age)} collections`}
        links={collections.map((c) => ({ to: `/collection/${encodeURIComponent(c.id)}`, label: c.name }))}
        onFollow={onFollow}
      />
    </>
  );
}

/** An age group's two featured collections as image tiles. */
export function FeaturedTiles({ age, onFollow }: ListsProps) {
  const { featured } = useAgeMenu(age);
  if (featured.length === 0) return null;
  return (
    <ul className="menu-tiles" aria-label={`Featured ${menuLabel(age)} collections`}>
      {featured.map((collection) => (
        <li key={collection.id}>
          <Link to={`/collection/${encodeURIComponent(collection.id)}`} className="menu-tile" onClick={onFollow}>
            <ShopImage path={collection.image} alt="" width={480} height={320} className="menu-tile__image" />
            <span className="menu-tile__name">{collection.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function InfoLinks({ id, onFollow }: { id: string; onFollow?: () => void }) {
  return <LinkList id={id} title="Info" links={[...INFO_LINKS]} onFollow={onFollow} />;
}
