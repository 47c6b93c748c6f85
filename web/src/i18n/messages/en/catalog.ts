import { REVIEW_MESSAGES } from '@shop/shared/contract/reviewMessages';

const products = (count: number): string => (count === 1 ? 'product' : 'products');
const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;
const rating = (average: number) => average.toFixed(1);
const outOfStock = 'Selected size is out of stock';

/** English texts of the catalog: home, listings, product page and cards (the `catalog` section, loaded with the catalog's pages and the home page's shelves). */
export const catalog = {
  close: 'Close',
  /** Read by screen readers while a part of a page waits for its data. */
  loading: 'Loading…',
  sending: 'Sending...',
  failed: 'Something went wrong, please try again!',
  size: 'Size',
  /** "Size M", as a chosen size reads. */
  sizeOf: (size: string) => `Size ${size}`,
  /** The average of a product's reviews, as its stars read it: "4.5". */
  rating,
  reviewCount,
  rated: (average: number) => `Rated ${rating(average)} out of 5`,
  /** Where something is listed and could not be found (the not-found page's "this …"). */
  notFound: { product: 'product', category: 'category', collection: 'collection' },
  /** What could not be loaded ("We could not load …"). */
  failedToLoad: {
    product: 'this product',
    category: 'this category',
    collection: 'this collection',
    collections: 'the collections',
    products: 'the products',
    moreProducts: 'more products',
    reviews: 'the reviews',
    related: 'products you may like',
  },
  home: {
    featured: 'Featured collections',
    shopNow: 'Shop Now',
    viewAll: 'View all',
    /** Read after "View all": "View all of Knitwear". */
    viewAllOf: (name: string) => ` of ${name}`,
    previousProducts: 'Previous products',
    nextProducts: 'Next products',
    storyTitle: 'Made slowly. Made to last.',
    storyText:
      'Natural fabrics, small batches and hands we know by name: clothes for grown-ups, kids and the newest arrivals, sewn in Croatia to be worn, mended and handed down.',
    story: 'Our story',
    storeTitle: 'Visit Our Store',
    storeText: 'Touch the linen, try the sizes and pick up your online order at our store on Kaptol, in the heart of Zagreb.',
    findUs: 'Find us',
  },
  listing: {
    category: 'Category',
    collection: 'Collection',
    description: (name: string) => `${name}: slow fashion, made to last.`,
    /** Read after the count of the heading: "Dresses (12 products)". */
    products,
    nothing: {
      category: 'There are no products in this category yet.',
      collection: 'There are no products in this collection yet.',
    },
    backHome: 'Back to Homepage',
    loadMore: 'Load More',
    loading: 'Loading...',
    noMatch: 'No products match these filters.',
    clearAll: 'Clear all',
  },
  filters: {
    sorts: {
      '': 'Featured',
      newest: 'Newest',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      discount: 'Biggest discount',
    },
    under: (price: string) => `Under ${price}`,
    andOver: (price: string) => `${price} and over`,
    filter: 'Filter',
    sortBy: 'Sort by',
    chosen: 'Chosen filters',
    remove: (label: string) => `Remove ${label}`,
    closePanel: 'Close filters',
    colour: 'Colour',
    price: 'Price',
    anyPrice: 'Any price',
    priceFrom: 'From (€)',
    priceTo: 'To (€)',
    applyPrice: 'Apply price',
    fromPrice: (price: string) => `From ${price}`,
    upToPrice: (price: string) => `Up to ${price}`,
    priceProblems: {
      notAPrice: 'Enter a price in euros, such as 12 or 12,50.',
      negative: 'A price cannot be negative.',
      tooHigh: 'A price can be at most 1.000.000,00 €.',
      toBelowFrom: '“To” cannot be below “From”.',
    },
    loading: 'Loading filters...',
    showProducts: 'Show products',
    show: (total: number) => `Show ${total} ${products(total)}`,
  },
  search: {
    title: 'Search',
    titleFor: (term: string) => `Search: ${term}`,
    description: 'Search the Tkanica shop.',
    label: 'Search products',
    placeholder: 'Search products...',
    button: 'Search',
    resultsFor: (term: string) => `Results for “${term}”`,
    matching: (term: string) => `Products matching ${term}`,
    none: 'No products found',
    tooShort: (min: number) => `Type at least ${min} characters to search.`,
  },
  product: {
    description: 'Description',
    washing: 'Washing instructions',
    sizeGuide: 'Size Guide',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    preorderNow: 'Preorder now',
    availableSoon: 'Available Soon',
    discount: 'Discount ',
    colour: 'Colour',
    colourOf: (colour: string) => `Colour: ${colour}`,
    shownColour: ' (shown)',
    /** Read before another colour's name: "Linen Shirt in Sage". */
    inColour: (name: string) => `${name} in `,
    anotherColour: 'another colour',
    enlarge: (index: number, count: number) => `Enlarge image ${index} of ${count}`,
    images: 'Product images',
    showImage: (index: number, count: number) => `Show image ${index} of ${count}`,
    imagesOf: (name: string) => `Images of ${name}`,
    imageAlt: (name: string, index: number, count: number) => `${name}, image ${index} of ${count}`,
    previousImage: 'Previous image',
    nextImage: 'Next image',
    imageCount: (index: number, count: number) => `Image ${index} of ${count}`,
    noReviews: 'No reviews yet',
    recentlyViewed: 'Recently viewed',
    /** Asked before anything is kept (docs/decisions/059). */
    recentlyViewedOffer: 'Keep a list of the products you view on this device, to find them again?',
    recentlyViewedWhere: 'The list stays in this browser only; we do not see it.',
    recentlyViewedYes: 'Yes, keep it',
    recentlyViewedNo: 'No, thanks',
    recentlyViewedOff: 'Stop keeping this list and clear it',
    /** The privacy policy's switch, for a shopper who said no or was not asked yet. */
    recentlyViewedOn: 'Keep a list of the products I view on this device',
    related: 'You may also like',
  },
  /** The product page's fit and fabric block (docs/decisions/079). */
  fit: {
    title: 'Fit & fabric',
    composition: 'Composition',
    care: 'Care',
    fit: 'Fit',
    model: 'Model',
    modelWears: (heightCm: string, size: string) => `Model is ${heightCm} cm and wears ${size}`,
    measurements: 'Garment measurements in cm, laid flat',
    size: 'Size',
    chosen: 'your choice',
    measures: {
      chestWidth: 'Chest width',
      waistWidth: 'Waist width',
      hipWidth: 'Hip width',
      length: 'Length',
      sleeve: 'Sleeve',
      inseam: 'Inside leg',
    },
    howToMeasure: 'How to measure yourself, and our body sizes',
  },
  delivery: {
    title: 'Delivery and returns',
    zones: { CROATIA: 'Croatia', EU: 'Other EU countries', WORLD: 'Rest of the world' },
    zone: (zone: string, fee: string, freeOver: string, days: string) =>
      `${zone}: ${fee}, free over ${freeOver}, in ${days} business days.`,
    pickup: (locations: readonly string[]) => `Free pickup in Zagreb, at the ${locations.join(' or ')}.`,
    sameDay: 'Orders placed before 12 noon on a working day ship the same day.',
    preOrder: 'Pre-ordered pieces are made for you and ship within about 14 business days.',
    withdrawal: '14 days to withdraw from your purchase, sale items included; you pay the cost of sending pieces back.',
    shippingLink: 'Shipping and delivery',
    returnsLink: 'Returns and withdrawal',
  },
  purchase: {
    selectSize: 'Please select a size before adding to cart',
    addingPreOrder: 'You are adding this product as a pre-order.',
    unavailable: 'This product is no longer available for purchase.',
    /** A size whose every piece is already in the shopper's cart. */
    allInCart: (size: string) => `Your cart holds every piece of size ${size} we have.`,
    /** A size whose pieces on the shelf are all in the cart, and that can still be pre-ordered. */
    onlyPreOrderLeft: (size: string) => `Your cart holds every piece of size ${size} in stock; more can be pre-ordered.`,
    /** 3 or fewer pieces left in the Office Warehouse. */
    fewLeft: (pieces: number) => `Only ${pieces} left`,
    inCart: (pieces: number) => `${pieces} already in your cart`,
    sizeAllInCart: ' (all in your cart)',
    sizeOutOfStock: ' (out of stock)',
    chooseSize: 'Choose a size',
    preOrder: 'Pre Order',
    addToCart: 'Add to cart',
    /** The button of a size (or of a product whose every size) can be neither bought nor pre-ordered. */
    soldOut: 'Sold out',
    notifyFor: (size: string) => `Notify for ${size}`,
    /** Beside "Sold out" while no size is chosen. */
    notifyWhenBack: 'Notify me when it is back',
    chooseSizeToNotify: 'Choose the size you would like to hear about',
    added: (name: string, size: string) => `${name}, size ${size}, added to cart`,
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
  },
  added: {
    title: 'Added to cart',
    preOrderTitle: 'Pre-order added to cart',
    sizeAndQuantity: (size: string, quantity: number) => `Size ${size} · Quantity ${quantity}`,
    viewCart: 'View cart',
  },
  quickAdd: {
    sizeOf: (name: string, colour: string) => `Size of ${name}, ${colour}`,
    inYourCart: ' (in your cart)',
    add: 'Add',
    /** Read after "Add": "Add Linen Shirt to cart". */
    toCart: (name: string) => ` ${name} to cart`,
    /** What a press answers instead of adding (quickAddPress.ts). */
    refusals: {
      selectSize: 'Please select a size before adding to cart',
      outOfStock,
      /** After the spec's words, when every piece of the size on the shelf is in the shopper's cart already. */
      allInCart: `${outOfStock}. Your cart holds every piece we have.`,
      /** … and the size can still be pre-ordered, which the product page does. */
      preOrderOnly: `${outOfStock}. Your cart holds every piece in stock; pre-order more on the product page.`,
    },
  },
  notify: {
    emailRequired: 'Email is required',
    text: (size: string) => `Leave your email and we will write as soon as size ${size} is back in stock.`,
    email: 'Email',
    submit: 'Notify me',
  },
  reviews: {
    title: 'Reviews',
    none: REVIEW_MESSAGES.none as string,
    signIn: REVIEW_MESSAGES.signIn as string,
    verifiedPurchase: REVIEW_MESSAGES.verifiedPurchase as string,
    starRequired: REVIEW_MESSAGES.starRequired as string,
    added: REVIEW_MESSAGES.added as string,
    stars: (stars: number) => `${stars} out of 5 stars`,
    yourRating: 'Your rating',
    star: (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`,
    yourReview: 'Your review',
    submit: 'Submit review',
  },
};

export type CatalogMessages = typeof catalog;
