import { type Language, pathIn } from '@shop/shared/language';
import { useLocation } from 'react-router-dom';
import { useLanguage } from './language.ts';
import { chooseLanguage } from './languageChoice.ts';

/** Each language named in itself, as shoppers look for it. */
const NAMES: Record<Language, { short: string; name: string }> = {
  en: { short: 'EN', name: 'English' },
  hr: { short: 'HR', name: 'Hrvatski' },
};

/**
 * The same page in the other language. A whole page load, not a navigation inside the SPA:
 * the other language's messages and content come with it, and the choice is kept for later visits.
 * The header shows the other language's short name ("HR"); the mobile menu, `named`, its whole name.
 */
export function LanguageSwitch({ className = 'language-switch', named = false }: { className?: string; named?: boolean }) {
  const current = useLanguage();
  const other: Language = current === 'hr' ? 'en' : 'hr';
  const { pathname, search } = useLocation();
  return (
    <a
      className={className}
      href={`${pathIn(other, pathname)}${search}`}
      hrefLang={other}
      lang={other}
      // The name starts with the visible "HR", so a shopper who says what they see reaches it (WCAG 2.5.3).
      aria-label={named ? undefined : `${NAMES[other].short}, ${NAMES[other].name}`}
      onClick={() => chooseLanguage(other)}
    >
      {named ? NAMES[other].name : NAMES[other].short}
    </a>
  );
}
