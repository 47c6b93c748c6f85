import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/messagesInCroatian';
import { describe, expect, it } from 'vitest';
import { messageInCroatian } from './messagesInCroatian.ts';

const LAMBDAS = fileURLToPath(new URL('..', import.meta.url));

/** Letters English has and Croatian text never needs; a Croatian text with an English word in it is likely half-translated. */
const ENGLISH_WORDS = /\b(the|please|your|is|not|and|or|of|you|try|again)\b/i;

describe('every text of the contracts a shopper can be answered with', () => {
  it('has Croatian of its own, in sentence form and without English words left in it', () => {
    for (const [english, croatian] of CONTRACT_TEXTS_IN_CROATIAN) {
      expect(croatian.trim(), english).not.toBe('');
      expect(croatian, english).not.toBe(english);
      expect(croatian, english).not.toMatch(/\s{2}|^\s|\s$/);
      expect(croatian.replace(/\b(priceMax|priceMin|JSON|application\/json)\b/g, ''), english).not.toMatch(ENGLISH_WORDS);
      // The sentence ends as the English one does: a field's label without a stop, a sentence with one.
      expect(/[.!?]$/.test(croatian), english).toBe(/[.!?]$/.test(english));
    }
  });

  it('says the same in Croatian wherever the same English is written', () => {
    const seen = new Map<string, string>();
    for (const [english, croatian] of CONTRACT_TEXTS_IN_CROATIAN) {
      expect(croatian, english).toBe(seen.get(english) ?? croatian);
      seen.set(english, croatian);
    }
  });
});

describe('texts with a value in them', () => {
  it.each([
    ['At most 1 characters.', 'Najviše 1 znak.'],
    ['At most 4 characters.', 'Najviše 4 znaka.'],
    ['At most 200 characters.', 'Najviše 200 znakova.'],
    ['At most 21 characters.', 'Najviše 21 znak.'],
    ['At most 99 of one size.', 'Najviše 99 komada iste veličine.'],
    ['Search for at least 3 characters.', 'Upišite barem 3 znaka.'],
    [
      'Too many failed login attempts. Please try again in 1 minute.',
      'Previše neuspjelih pokušaja prijave. Pokušajte ponovno za 1 minutu.',
    ],
    [
      'Too many codes that did not work. Please try again in 14 minutes.',
      'Previše kodova koji nisu vrijedili. Pokušajte ponovno za 14 minuta.',
    ],
    [
      'You have sent many reviews in a short time. Please try again in 22 minutes.',
      'U kratkom ste vremenu poslali mnogo recenzija. Pokušajte ponovno za 22 minute.',
    ],
    ['address.city: City is required', 'address.city: Grad je obavezan'],
    ['cartProducts.0.sizes.1.quantity: At most 99 of one size.', 'cartProducts.0.sizes.1.quantity: Najviše 99 komada iste veličine.'],
    [
      'Thank you! We will email you when size M is back in stock.',
      'Hvala! Javit ćemo Vam e-poštom kada veličina M ponovno bude na zalihi.',
    ],
    [
      'Thank you! We will email you when size One size is back in stock.',
      'Hvala! Javit ćemo Vam e-poštom kada proizvod ponovno bude na zalihi.',
    ],
    [
      'Thank you! We will email you when size 5/6y is back in stock.',
      'Hvala! Javit ćemo Vam e-poštom kada veličina 5/6 god. ponovno bude na zalihi.',
    ],
    [
      'Not enough stock: Linen Wrap Dress (Sand), size M × 3: only 1 available; Merino Cardigan (Ink), size S × 2: only 0 available.',
      'Nema dovoljno na zalihi: Linen Wrap Dress (Sand), veličina M × 3: dostupno još samo 1; Merino Cardigan (Ink), veličina S × 2: dostupno još samo 0.',
    ],
    [
      'There are already 3 unpaid orders for this email address. Please pay for one of them, or wait until it is cancelled, before ordering again.',
      'Za ovu adresu e-pošte već postoje 3 neplaćene narudžbe. Platite jednu od njih ili pričekajte da bude otkazana, pa ponovno naručite.',
    ],
    ['start cannot be negative.', 'start ne smije biti negativan.'],
  ])('%s', (english, croatian) => {
    expect(messageInCroatian(english)).toBe(croatian);
  });

  it('leaves a text alone when a part of it has no Croatian, rather than half-translate it', () => {
    expect(messageInCroatian('Something new. Please try again in 3 minutes.')).toBeUndefined();
    expect(messageInCroatian('email: Something new')).toBeUndefined();
    expect(messageInCroatian('Not enough stock: the shelf fell over.')).toBeUndefined();
  });
});

/** Modules that answer only staff, whose desks are English only (docs/decisions/048). */
const BACK_OFFICE = [
  /^admin\//,
  /^staff\//,
  /^deadLetters\//,
  /^catalog\/(productWrite|catalogOrder|stock)\.ts$/,
  /^content\/(blogDesk|contactInbox)\.ts$/,
  /^reviews\/reviewModeration\.ts$/,
  /^promotions\/promotionDesk\.ts$/,
  // The payment provider's webhook answers the provider, not a shopper.
  /^payments\/handlers\/paymentWebhook\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A refusal written out where it is thrown: `notFound('There is no such order.')`, `new HttpError(503, '...')`. */
const THROWN_TEXT =
  /(?:badRequest|unauthorized|forbidden|notFound|conflict|badGateway|tooManyRequests)\(\s*'([^']+)'|new HttpError\(\s*\d+,\s*'([^']+)'/g;

describe('every refusal the functions write out for a shopper', () => {
  it('has Croatian', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(LAMBDAS)) {
      const module = relative(LAMBDAS, file).split('\\').join('/');
      if (BACK_OFFICE.some((pattern) => pattern.test(module))) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(THROWN_TEXT)) {
        const text = (match[1] ?? match[2]) as string;
        if (messageInCroatian(text) === undefined) missing.push(`${module}: ${text}`);
      }
    }
    expect(missing, 'add each to lambdas/platform/messagesInCroatian.ts').toEqual([]);
  });
});
