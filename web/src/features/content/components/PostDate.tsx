/** A post's creation date as a locale string (SPEC §2), in the visitor's own locale. */
export function PostDate({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className={className}>
      <time dateTime={iso}>{date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })}</time>
    </p>
  );
}
