import { setProductRating } from '../../catalog/productRating.ts';
import { handleInOrder, tableChange } from '../../platform/streamBatch.ts';
import { counterOf, reviewPartition, shownRating } from '../reviewKeys.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';

/**
 * Consumer of the content table's stream (reviews only): each new count of a product's reviews,
 * with their stars' sum, goes onto the product, which cards, listings and the product page's
 * JSON-LD read (docs/decisions/037-cards-and-wishlist.md), the hidden ones left out. The product's
 * change then redraws its pages through the catalog stream. Writing the same revision twice changes nothing.
 */
export const handler = streamConsumer((event) =>
  handleInOrder(event, 'product rating', async (record) => {
    const image = tableChange(record).newImage;
    if (image?.sk !== '#' || typeof image.pk !== 'string' || typeof image.count !== 'number' || typeof image.stars !== 'number') return;
    // Hidden reviews are not in the rating (docs/decisions/042); the revision orders the changes.
    const counter = counterOf(image);
    await setProductRating(image.pk.slice(reviewPartition('').length), shownRating(counter), { revision: counter.revision });
  }),
);
