import type { Db } from '../db/connect.ts';
import { replyToReview } from '../core/reviews/review-changes.ts';
import { REVIEW_SETTINGS_DEFAULTS } from '../core/reviews/review-settings.ts';
import { submitReview } from '../core/reviews/submit-review.ts';
import { createRandom } from './random.ts';

/** A generator of its own, so the reviews never move a price, a stock level or a picture of the demo. */
const REVIEWS_SEED = 20_261_130;
const DAY = 86_400_000;

interface DemoReviewText {
  locale: 'en' | 'fr' | 'de';
  author: string;
  rating: number;
  text: string;
}

/** Shoppers' words in the shop's three languages; each product draws a few of them. */
const DEMO_REVIEW_TEXTS: readonly DemoReviewText[] = [
  { locale: 'en', author: 'Hannah M.', rating: 5, text: 'Even nicer in person than in the photos. Well made, and it arrived beautifully packed.' },
  { locale: 'en', author: 'Tom R.', rating: 4, text: 'Good quality and it looks great at home. Delivery took a day longer than I hoped.' },
  { locale: 'en', author: 'Priya S.', rating: 5, text: 'Bought one as a gift and ended up ordering a second for myself.\n\nSolid, simple and lovely to use every day.' },
  { locale: 'en', author: 'Daniel K.', rating: 3, text: 'Nice enough, but the colour is a little darker than it looks on screen.' },
  { locale: 'en', author: 'Grace L.', rating: 4, text: 'Sturdy and well finished. I would buy from this shop again.' },
  { locale: 'en', author: 'Oliver P.', rating: 2, text: 'It does the job, but mine had a small mark on one side. Customer service was kind about it.' },
  { locale: 'fr', author: 'Camille D.', rating: 5, text: 'Superbe finition, encore plus joli en vrai. Colis très soigné.' },
  { locale: 'fr', author: 'Julien B.', rating: 4, text: 'Bonne qualité et très agréable au quotidien. Livraison un peu lente.' },
  { locale: 'fr', author: 'Léa M.', rating: 5, text: 'Offert à ma sœur, qui l’adore. Je vais en commander un pour moi.' },
  { locale: 'fr', author: 'Antoine G.', rating: 3, text: 'Correct, mais la couleur est plus foncée que sur la photo.' },
  { locale: 'de', author: 'Jonas W.', rating: 5, text: 'Sehr schön verarbeitet und gut verpackt angekommen. Klare Empfehlung.' },
  { locale: 'de', author: 'Miriam H.', rating: 4, text: 'Gute Qualität, sieht bei uns zu Hause toll aus. Der Versand hat etwas gedauert.' },
  { locale: 'de', author: 'Felix S.', rating: 4, text: 'Solide und schlicht, genau wie beschrieben.' },
  { locale: 'de', author: 'Sabine K.', rating: 2, text: 'Leider eine kleine Macke an der Seite. Der Kundendienst war aber sehr freundlich.' },
];

const REPLIES: Readonly<Record<DemoReviewText['locale'], string>> = {
  en: 'Thank you for taking the time to write this. We are so glad it found a good home!',
  fr: 'Merci beaucoup pour votre avis, nous sommes ravis qu’il vous plaise\u202f!',
  de: 'Vielen Dank für Ihre Bewertung – schön, dass es Ihnen gefällt!',
};

/**
 * The demo's reviews: most published products get one to five, some none, written through the same
 * function a shopper's review goes through (approved at once, as if the owner had approved them), so the
 * products' averages and counts come from them. A few get the owner's reply, when the shop has an owner.
 */
export async function insertDemoReviews(db: Db, products: readonly { id: number; slug: string }[], anchor: number): Promise<void> {
  const random = createRandom(REVIEWS_SEED);
  const settings = { ...REVIEW_SETTINGS_DEFAULTS, needApproval: false };
  const owner = await db.selectFrom('users').select(['id', 'email']).where('role', '=', 'administrator').orderBy('id').executeTakeFirst();
  for (const [index, product] of products.entries()) {
    if (!random.chance(0.75)) continue;
    const texts = random.shuffle(DEMO_REVIEW_TEXTS).slice(0, random.int(1, 5));
    for (const [position, review] of texts.entries()) {
      const createdAt = new Date(anchor - random.int(2, 200) * DAY - position * 3_600_000).toISOString();
      const sent = await submitReview(
        db,
        {
          productId: product.id,
          rating: String(review.rating),
          comment: review.text,
          author: review.author,
          email: `${review.author.toLowerCase().replace(/[^a-z]+/g, '.').replace(/\.+$/, '')}@example.com`,
          honeypot: '',
          user: null,
          ip: '',
          locale: review.locale,
          createdAt,
        },
        { settings },
      );
      if (owner && sent.ok && sent.id !== null && position === 0 && index % 4 === 0) {
        await replyToReview(db, sent.id, { userId: owner.id, name: 'Vitrine', email: owner.email, content: REPLIES[review.locale], createdAt: new Date(Date.parse(createdAt) + DAY).toISOString() });
      }
    }
  }
}
