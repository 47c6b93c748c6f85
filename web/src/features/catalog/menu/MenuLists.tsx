import type { AgeGroup } from '@shop/shared/ages';
import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import type { PanelsMessages } from '../../../i18n/messages/en/panels.ts';
import { SectionFailed } from '../../../ui/SectionState.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { useAgeMenu } from './menuData.ts';

/** The Info links of the mega-menu and the mobile menu (SPEC §2 Header). */
export const INFO_LINKS: readonly { to: string; name: keyof PanelsMessages['links'] }[] = [
  { to: '/blog', name: 'blog' },
  { to: '/size-guide', name: 'sizeGuide' },
  { to: '/payments', name: 'payments' },
  { to: '/shipping-and-delivery', name: 'shipping' },
  { to: '/terms-and-sales-conditions', name: 'terms' },
  { to: '/security-and-privacy', name: 'security' },
  { to: '/returns', name: 'returns' },
  { to: '/contact', name: 'contact' },
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
  const shop = useMessages('shop');
  const panels = useMessages('panels');
  const { categories, collections, loading, failed, retry } = useAgeMenu(age);
  // The shape of the lists to come while they load; a short note with Retry if their call failed.
  if (failed) return <SectionFailed what={panels.menu.unavailable} onRetry={retry} />;
  if (loading)
    return (
      <div className="menu-list menu-list--pending" role="status">
        <span className="visually-hidden">{shop.loading}</span>
      </div>
    );
  const prefix = `menu-${age.toLowerCase()}`;
  return (
    <>
      <LinkList
        id={`${prefix}-categories`}
        title={panels.menu.categories(age)}
        links={categories.map((c) => ({ to: `/category/${encodeURIComponent(c.id)}`, label: c.name }))}
        onFollow={onFollow}
      />
      <LinkList
        id={`${prefix}-collections`}
        title={panels.menu.collections(age)}
        links={collections.map((c) => ({ to: `/collection/${encodeURIComponent(c.id)}`, label: c.name }))}
        onFollow={onFollow}
      />
    </>
  );
}

/** An age group's two featured collections as image tiles. */
export function FeaturedTiles({ age, onFollow }: ListsProps) {
  const t = useMessages('panels').menu;
  const { featured } = useAgeMenu(age);
  if (featured.length === 0) return null;
  return (
    <ul className="menu-tiles" aria-label={t.featured(age)}>
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
  const shop = useMessages('shop');
  const { links: linkNames } = useMessages('panels');
  const links = INFO_LINKS.map((link) => ({ to: link.to, label: linkNames[link.name] }));
  return <LinkList id={id} title={shop.menu.info} links={links} onFollow={onFollow} />;
}
