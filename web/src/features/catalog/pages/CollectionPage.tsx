import { useParams } from 'react-router-dom';
import { useCollection } from '../api/getCollection.ts';
import { ListingPage } from '../components/ListingPage.tsx';

/** /collection/:id — the collection's products, 10 at a time. */
export function CollectionPage() {
  const { id } = useParams();
  return <ListingPage what="collection" source={useCollection(id)} filter={id ? { collectionId: id } : null} />;
}
