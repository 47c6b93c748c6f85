import { memoryPersonalDataStore } from './memoryPersonalDataStore.ts';
import { describePersonalDataStore } from './personalDataStoreContract.ts';

describePersonalDataStore('in memory', async (world) => {
  const store = memoryPersonalDataStore(world);
  const held = () => store.held();
  return {
    store,
    account: async (email) => held().accounts.find((account) => account.email === email),
    order: async (id) => held().orders.find((order) => order.id === id),
    review: async (key) => held().reviews.find((review) => review.pk === key.pk && review.sk === key.sk),
    holdsReviewer: async (productId, customerId) => held().reviewers.includes(`${productId} ${customerId}`),
    // The fake keeps a link by its subscriber's email; a world gives each subscriber its own token.
    linkWorks: async (token) =>
      (world.subscribers ?? []).some(
        (subscriber) => subscriber.unsubscribeToken === token && held().unsubscribeLinks.includes(subscriber.email),
      ),
    deletionMail: async (account) => held().mails.find((mail) => mail.kind === 'accountDeleted' && mail.email === account.email),
  };
});
