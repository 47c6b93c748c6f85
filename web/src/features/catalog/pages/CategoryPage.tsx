import { useParams } from 'react-router-dom';
import { useCategory } from '../api/getCategory.ts';
import { ListingPage } from '../components/ListingPage.tsx';

/** /category/:id — the category's products, 10 at a time (SPEC §2 Category page). */
export function CategoryPage() {
  const { id } = useParams();
  return <ListingPage what="category" source={useCategory(id)} filter={id ? { categoryId: id } : null} />;
}
