/**
 * The demo blog of Tkanica: fourteen posts (so the list pages past 10), newest first.
 * Images live in `local/seed/images/blog/` and are drawn by `generateImages.ts` from `DEMO_BLOG_ART`.
 */
import { POSTS_HR } from './demoBlogHr.ts';

export interface DemoBlogPost {
  id: string;
  name: string;
  shortDescription: string;
  /** Simple HTML: <p>, <h2>, <ul>, <li>, <em>. */
  longDescription: string;
  mainImage: string;
  images: string[];
  /** ISO 8601. */
  createdAt: string;
  /** The post's Croatian title, summary and body (demoBlogHr.ts). */
  hr?: { name: string; shortDescription: string; longDescription: string };
}

/** What a blog illustration shows. */
export type BlogMotif = 'hills' | 'weave' | 'knit' | 'dye' | 'store' | 'needle' | 'leaf' | 'sea' | 'sheep' | 'rail';

export interface BlogArt {
  name: string;
  /** Motifs of the main image and the two gallery images. */
  motifs: [BlogMotif, BlogMotif, BlogMotif];
  /** Background, then three accent colours. */
  palette: [string, string, string, string];
}

interface PostDef {
  id: string;
  name: string;
  createdAt: string;
  shortDescription: string;
  body: string;
  motifs: BlogArt['motifs'];
  palette: BlogArt['palette'];
}

const POSTS: PostDef[] = [
  {
    id: 'the-meaning-of-tkanica',
    name: 'What “Tkanica” Means',
    createdAt: '2026-03-02T09:00:00.000Z',
    shortDescription:
      'A tkanica is a narrow woven band, the kind our grandmothers wove for belts and aprons. Here is why we named the shop after one.',
    motifs: ['weave', 'hills', 'needle'],
    palette: ['#f3ede2', '#b0532e', '#2f3c5c', '#d3a13a'],
    body: `
<p>In Croatian, a <em>tkanica</em> is a narrow woven band. For generations women in villages from Slavonia to Lika wove them on small looms: as belts for folk costume, as ties for aprons, as straps for carrying bundles to the fields. Each village had its own colours and its own patterns.</p>
<p>We chose the name because a tkanica is everything we want our clothes to be. It is made slowly, by hand, from natural fibres. It is useful every day. And it lasts long enough to be handed down.</p>
<h2>Many threads, one band</h2>
<p>A band is only as strong as all its threads together. Our shop works the same way: a dozen knitters in Zagorje, seamstresses in Varaždin and Čakovec, a weaver in Međimurje, a felter in Lika and our small team in the Zagreb workshop. None of us could make a collection alone.</p>
<p>If you visit our store on Kaptol, you will find an old tkanica from Đakovo framed by the till. It belonged to the grandmother of one of our seamstresses, and it still has every one of its colours.</p>`,
  },
  {
    id: 'caring-for-linen',
    name: 'How to Care for Linen So It Lasts for Decades',
    createdAt: '2026-02-16T09:00:00.000Z',
    shortDescription:
      'Linen is one of the toughest fibres there is, if you treat it kindly. Our simple routine for washing, drying and storing it.',
    motifs: ['rail', 'weave', 'leaf'],
    palette: ['#eef0e8', '#9caf88', '#d9c9a8', '#2f3c5c'],
    body: `
<p>Linen is made from the stalks of the flax plant, and it is one of the strongest natural fibres there is. A well-kept linen shirt can last for decades, growing softer and more beautiful every year. The secret is mostly doing less.</p>
<h2>Washing</h2>
<ul>
<li>Wash at 30 °C on a gentle cycle, with similar colours.</li>
<li>Use a mild, liquid detergent and skip the fabric softener: linen softens on its own.</li>
<li>Do not overfill the drum; linen needs room to move.</li>
</ul>
<h2>Drying and ironing</h2>
<p>Never tumble dry. Shake the garment out, hang it on a wooden hanger and let it dry in the shade. If you like a crisp look, iron it while still slightly damp. If not, enjoy the creases: they are part of the <em>character</em> of linen.</p>
<p>Store linen folded loosely in a dry, airy cupboard, ideally with a lavender sachet from Hvar to keep moths away. And if a seam ever gives, bring it to our Kaptol store: we repair our own pieces for free.</p>`,
  },
  {
    id: 'meet-our-knitters-in-zagorje',
    name: 'Meet Our Knitters in Zagorje',
    createdAt: '2026-02-02T09:00:00.000Z',
    shortDescription:
      'Twelve women in the hills of Hrvatsko Zagorje knit every cardigan, jumper and blanket we sell. We spent a day with three of them.',
    motifs: ['hills', 'knit', 'sheep'],
    palette: ['#f1ece3', '#6b7a3a', '#d9c9a8', '#b0532e'],
    body: `
<p>The road from Zagreb to Marija Bistrica winds through vineyards, orchards and little churches on the hilltops. Somewhere along it, in kitchens and on sunny porches, twelve women are knitting the cardigans, jumpers and baby blankets you see in our shop.</p>
<p>Ankica has knitted since she was seven, taught by her grandmother during long winters. She can finish a cable cardigan in five evenings, and she checks every stitch twice. Marija prefers baby knits: “They are small, so I can put more love in each row,” she laughs. Vesna joined us two years ago, after retiring from a textile factory in Krapina.</p>
<h2>Fair pay, at their own pace</h2>
<p>Every maker sets her own hours and is paid per piece at a rate we agreed on together, well above the going rate. We bring the yarn, collect the finished pieces every fortnight and stay for coffee and <em>štrukli</em>.</p>
<p>Each knitted piece carries a small label with the name of the woman who made it. Customers often write to thank her, and we print every letter and take it to her on our next visit.</p>`,
  },
  {
    id: 'why-we-pre-order',
    name: 'Why We Ask You to Pre-Order',
    createdAt: '2026-01-19T09:00:00.000Z',
    shortDescription:
      'Some pieces show “Preorder now” instead of “Add to cart”. Making to order is how we avoid waste, and here is how it works.',
    motifs: ['needle', 'rail', 'weave'],
    palette: ['#f4efe6', '#2f4f3a', '#deae4f', '#c5643f'],
    body: `
<p>The fashion industry makes far more clothes than anyone buys, and a shocking share of them is burned or buried without ever being worn. We would rather make a little less and sell everything we make.</p>
<p>That is why many of our hand-knitted and small-run pieces can be <em>pre-ordered</em>. When a size is not on the shelf in our office warehouse, you can still order it, and we make it for you.</p>
<h2>How it works</h2>
<ul>
<li>Choose the size and press Pre Order; you pay as for any other order.</li>
<li>We pass the order to the maker the same week.</li>
<li>Pre-ordered pieces usually ship within 14 business days; we email you when yours is on its way.</li>
</ul>
<p>If a size says “Available Soon” instead, the maker is taking a break or the fabric has run out. Press “Notify” and we will tell you when it is back.</p>`,
  },
  {
    id: 'story-of-kaptol-store',
    name: 'The Story of Our Kaptol Store',
    createdAt: '2026-01-05T09:00:00.000Z',
    shortDescription: 'How an old bookbinder’s shop under the cathedral became our little store, mending corner and meeting place.',
    motifs: ['store', 'rail', 'leaf'],
    palette: ['#f2ebe1', '#b77a5b', '#2f3c5c', '#9caf88'],
    body: `
<p>For almost sixty years, the narrow shop on Kaptol belonged to a bookbinder. When he retired, the shelves were still smelling of glue and leather, and we fell in love with them at once. We kept the shelves, the creaking floor and the brass bell over the door.</p>
<p>Today the store is where you can touch the fabrics, try on sizes and meet the people who make our clothes. On Thursday evenings it turns into a mending corner, and on Saturdays a maker from Zagorje often sits by the window knitting.</p>
<h2>Pick up your order</h2>
<p>At checkout you can choose to pick up your order at the store on Kaptol or at our office, free of charge. The store keeps a small stock of its own for visitors, so online orders are always packed from the office warehouse.</p>
<p>Come and say hello: we are five minutes’ walk from the main square, just under the cathedral towers.</p>`,
  },
  {
    id: 'natural-dyes-from-the-garden',
    name: 'Natural Dyes: Walnut, Madder and Onion Skins',
    createdAt: '2025-12-15T09:00:00.000Z',
    shortDescription: 'Our Rust, Honey and Moss colours come from plants. A look inside the dye pots and a recipe to try at home.',
    motifs: ['dye', 'leaf', 'weave'],
    palette: ['#f5efe4', '#b0532e', '#deae4f', '#6b7a3a'],
    body: `
<p>Before synthetic dyes, every colour in a Croatian village came from a field, a forest or a kitchen. Walnut husks gave brown, madder root gave red, onion skins gave gold, and nettles gave a soft green. We dye some of our yarn and linen the same way.</p>
<p>Natural dyes are never quite even. A skein dyed in June will differ slightly from one dyed in September, and that is exactly what we love about them. Your Rust cardigan is one of a kind.</p>
<h2>Try it at home: onion skin yellow</h2>
<ul>
<li>Collect the dry skins of about twenty yellow onions.</li>
<li>Simmer them in a large pot of water for an hour, then strain.</li>
<li>Add a pre-washed, wet wool or cotton cloth that has been soaked in alum, and simmer for another hour.</li>
<li>Let it cool in the pot overnight, then rinse until the water runs clear.</li>
</ul>
<p>Wash naturally dyed pieces in cool water, with a gentle detergent, and dry them in the shade: <em>sunlight</em> is the one thing plant colours do not like.</p>`,
  },
  {
    id: 'washing-wool-by-hand',
    name: 'Washing Wool by Hand, Step by Step',
    createdAt: '2025-12-01T09:00:00.000Z',
    shortDescription: 'Most wool needs washing far less often than you think, and when it does, ten minutes in a basin is all it takes.',
    motifs: ['sheep', 'knit', 'sea'],
    palette: ['#eef1f2', '#a9a8ad', '#d9c9a8', '#3f7f9f'],
    body: `
<p>Wool cleans itself remarkably well. Its fibres are covered in tiny scales that shed dirt, and it resists odours far better than cotton. Most of the time, airing a jumper overnight by an open window is all it needs.</p>
<h2>When it is time for a wash</h2>
<ul>
<li>Fill a basin with cool or lukewarm water and add a little wool detergent.</li>
<li>Turn the piece inside out and press it gently under the water. Do not rub.</li>
<li>Leave it to soak for ten minutes, then rinse in water of the same temperature.</li>
<li>Press out the water, roll it in a towel and lay it flat to dry, away from the radiator.</li>
</ul>
<p>The two enemies of wool are heat and friction: together, they make felt. That is wonderful for our <em>felted booties</em>, and terrible for your favourite cardigan.</p>
<p>Moths are the third enemy. Store clean wool folded, with cedar or lavender, and take it out now and then for some fresh air.</p>`,
  },
  {
    id: 'a-day-at-the-zagreb-workshop',
    name: 'A Day at Our Zagreb Workshop',
    createdAt: '2025-11-17T09:00:00.000Z',
    shortDescription: 'From the morning coffee to the last parcel: what happens in our Trešnjevka workshop on an ordinary Tuesday.',
    motifs: ['needle', 'weave', 'rail'],
    palette: ['#f3eee6', '#2f3c5c', '#c5643f', '#d9c9a8'],
    body: `
<p>Our workshop is a former printing room in a courtyard in Trešnjevka, with tall windows and a very old radiator that we are all slightly afraid of. Five of us work here: two cutters, two seamstresses and Lana, who packs every parcel and answers your emails.</p>
<p>The day starts at eight with coffee and the list of orders. Anything ordered before noon ships the same working day, so the morning is a quiet race between the packing table and the post office.</p>
<h2>Cutting with care</h2>
<p>After that, the cutting table takes over. We cut in small runs of ten to twenty, laying patterns so closely that little is left over. The scraps go into bins by size: long strips for tote handles, mid-size pieces for sachets, the tiniest for stuffing.</p>
<p>Afternoons are for sewing, fittings and, on good days, <em>burek</em> from the bakery on the corner.</p>`,
  },
  {
    id: 'cutting-patterns-with-zero-waste',
    name: 'Cutting Patterns with (Almost) Zero Waste',
    createdAt: '2025-11-03T09:00:00.000Z',
    shortDescription:
      'A typical garment factory throws away about fifteen percent of its fabric. Here is how our patterns get it under five.',
    motifs: ['weave', 'needle', 'leaf'],
    palette: ['#f0efe7', '#6b7a3a', '#d6bf9b', '#45454a'],
    body: `
<p>When a garment is cut, the pattern pieces rarely fit together perfectly. The gaps between them become waste, and in a typical factory that is around fifteen percent of the fabric. Multiply that by millions of garments, and it is a mountain.</p>
<p>Zero-waste pattern cutting starts from the fabric instead of the shape. Our Hemp Shirt Dress, for example, is made of rectangles and a few clever curves: the collar, pockets and tie belt are all cut from what would otherwise be the gaps.</p>
<h2>What we do with the rest</h2>
<ul>
<li>Long strips become handles for our linen tote bags.</li>
<li>Small squares become lavender sachets.</li>
<li>Felt offcuts become flower hair clips.</li>
</ul>
<p>What is left after all of that, a few handfuls a week, goes to a kindergarten in Dubrava for <em>crafts</em>.</p>`,
  },
  {
    id: 'adriatic-summer-lookbook',
    name: 'Adriatic Summer: Behind the Lookbook',
    createdAt: '2025-06-09T09:00:00.000Z',
    shortDescription:
      'We shot our summer collection on the island of Hvar, between lavender fields and stone walls. A few stories from the trip.',
    motifs: ['sea', 'hills', 'rail'],
    palette: ['#eef4f6', '#3f7f9f', '#ece4d2', '#d3a13a'],
    body: `
<p>Our summer collection was photographed on Hvar in early June, when the lavender is just turning purple and the sea is still cold enough to make you gasp. The crew was small: a photographer from Split, two friends as models and a borrowed fishing boat.</p>
<p>We shot in the old village of Velo Grablje, where the lavender for our sachets is grown, and on the rocks below it. Everything in the lookbook was worn all day, climbed in and sat on, because that is how clothes should be tested.</p>
<h2>What survived the trip</h2>
<ul>
<li>The Tiered Cotton Maxi Dress, which dried in ten minutes after an unplanned swim.</li>
<li>Every linen shirt, creased and happy.</li>
<li>Not the straw hat, which the bura took to Vis.</li>
</ul>
<p>The whole collection is on the shop now, and a few prints from the shoot hang in our <em>Kaptol</em> store.</p>`,
  },
  {
    id: 'what-a-newborn-really-needs',
    name: 'What a Newborn Really Needs: A Gentle List',
    createdAt: '2025-05-19T09:00:00.000Z',
    shortDescription:
      'Babies grow out of their first sizes in weeks. A short, honest list of clothes worth having for the first three months.',
    motifs: ['rail', 'knit', 'leaf'],
    palette: ['#f6f1ec', '#efc7c2', '#bfdccb', '#d9c9a8'],
    body: `
<p>Expecting a baby brings a flood of advice and a longer flood of things to buy. Newborns grow out of size 50 and 56 in a matter of weeks, so we asked midwives and parents in our community what is actually worth having.</p>
<h2>The short list</h2>
<ul>
<li>Six to eight bodysuits, in sizes 50/56 and 62/68: wrap styles are easiest at first.</li>
<li>Four footed sleepsuits for nights.</li>
<li>Two hats and a pair of booties, depending on the season.</li>
<li>A cellular blanket and two or three muslin squares.</li>
<li>One warm knitted cardigan, for visits and photos.</li>
</ul>
<p>That is genuinely enough. Choose organic cotton next to the skin, wash everything before the first wear, and skip the fabric softener.</p>
<p>And if friends ask what to bring, an <em>heirloom</em> blanket from Zagorje will outlast everything else on the list.</p>`,
  },
  {
    id: 'mending-evenings-at-kaptol',
    name: 'Mending Evenings at Kaptol',
    createdAt: '2025-04-07T09:00:00.000Z',
    shortDescription:
      'Every Thursday our store becomes a mending corner. Bring a hole, a loose button or a tired hem, and we will show you how.',
    motifs: ['needle', 'store', 'knit'],
    palette: ['#f2efe8', '#a14a34', '#2f3c5c', '#d9c9a8'],
    body: `
<p>The most sustainable garment is the one you already own. That simple idea started our Thursday mending evenings at the Kaptol store, and they have become the cosiest evening of our week.</p>
<p>From six to eight, we clear the table, put the kettle on and lay out needles, darning mushrooms and thread in every colour we sell. Anyone can come: you do not need to have bought anything from us.</p>
<h2>What you can learn</h2>
<ul>
<li>Darning socks and elbows, including visible mending with contrasting thread.</li>
<li>Sewing on buttons so they stay on.</li>
<li>Taking up a hem by hand.</li>
</ul>
<p>Our seamstress Dubravka leads most evenings. Her motto: <em>“A patch is a story, not a shame.”</em></p>`,
  },
  {
    id: 'lavender-from-hvar',
    name: 'Lavender from Hvar for Your Wardrobe',
    createdAt: '2025-03-10T09:00:00.000Z',
    shortDescription:
      'The lavender in our sachets comes from one family’s fields on Hvar. Why it works against moths and how to keep it fresh.',
    motifs: ['leaf', 'sea', 'hills'],
    palette: ['#f3f0f6', '#b4a5cf', '#6b7a3a', '#3f7f9f'],
    body: `
<p>Hvar has been known for its lavender for a century. In the 1930s the island was one of the largest producers of lavender oil in Europe, and in early summer whole hillsides still turn violet.</p>
<p>Our lavender comes from the Tomić family near Velo Grablje, who harvest by hand in late June and dry the bunches in their stone barn. We fill our linen sachets with it in the Zagreb workshop.</p>
<h2>Keeping moths away</h2>
<p>Clothes moths dislike the scent of lavender, so a sachet among your wool and linen helps keep them out. It works best in a closed drawer or box, and with clean clothes: moths are drawn to sweat and food stains.</p>
<p>Squeeze the sachet every few weeks to release the oils. When the scent fades, usually after a year, empty it onto the garden and refill it with <em>fresh</em> lavender.</p>`,
  },
  {
    id: 'from-pag-sheep-to-warm-socks',
    name: 'From Pag Sheep to Warm Socks',
    createdAt: '2025-02-03T09:00:00.000Z',
    shortDescription: 'The sheep of Pag are famous for cheese. We think their wool deserves a second look, so we turned it into socks.',
    motifs: ['sheep', 'sea', 'knit'],
    palette: ['#eef0ee', '#d9c9a8', '#45454a', '#b0532e'],
    body: `
<p>On the island of Pag, sheep graze among stones and salty herbs, and their milk makes the famous paški sir. Their wool, though, is mostly thrown away: it is coarse, and nobody pays much for it.</p>
<p>We thought that was a waste. Coarse wool is hard-wearing and springy, which is exactly what you want in a sock. So we buy fleeces directly from two shepherds, have them washed and spun in a small mill, and knit them into socks on a vintage machine in Zagorje.</p>
<h2>Why they last</h2>
<ul>
<li>The long, strong fibres resist wearing through at the heel.</li>
<li>Heels and toes are knitted double.</li>
<li>Undyed colours like Oat and Charcoal come straight from the sheep.</li>
</ul>
<p>At nine euros a pair they are our smallest product, and one of our <em>proudest</em>.</p>`,
  },
];

function buildPosts(): { posts: DemoBlogPost[]; art: Record<string, BlogArt> } {
  const art: Record<string, BlogArt> = {};
  const posts = POSTS.map((p) => {
    art[p.id] = { name: p.name, motifs: [...p.motifs], palette: [...p.palette] };
    const hr = POSTS_HR[p.id];
    return {
      id: p.id,
      name: p.name,
      shortDescription: p.shortDescription,
      longDescription: p.body.trim(),
      mainImage: `blog/${p.id}-1.svg`,
      images: [`blog/${p.id}-2.svg`, `blog/${p.id}-3.svg`],
      createdAt: p.createdAt,
      ...(hr ? { hr: { name: hr.name, shortDescription: hr.shortDescription, longDescription: hr.body.trim() } } : {}),
    };
  });
  return { posts, art };
}

/** A fresh copy of the demo blog (the same every time), newest first. */
export function buildDemoBlogPosts(): DemoBlogPost[] {
  return buildPosts().posts;
}

const built = buildPosts();

export const demoBlogPosts: DemoBlogPost[] = built.posts;

/** What each post's images show (read by generateImages.ts). */
export const DEMO_BLOG_ART: Readonly<Record<string, BlogArt>> = built.art;
