import { LOCALES } from '@shop/shared/language';
import { useLanguage } from '../../../i18n/language.ts';

/** A post's creation date as a locale string (SPEC §2): in the visitor's own locale, on Croatian pages in Croatian. */
export function PostDate({ iso, className }: { iso: string; className?: string }) {
  const language = useLanguage();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const locale = language === 'en' ? undefined : LOCALES[language];
  return (
    <p className={className}>
      <time dateTime={iso}>{date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' })}</time>
    </p>
  );
}
