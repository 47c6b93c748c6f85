import { BRAND } from '@shop/shared/brand';
import { JobOpenings } from '../../components/JobOpenings.tsx';

const OPENINGS = [
  {
    title: 'Seamstress or tailor',
    where: 'Zagreb workshop, Trešnjevka · full-time',
    text: 'You sew garments from cut to finish, from linen shirts to children’s dungarees, and help with alterations and repairs. At least three years of experience with woven fabrics; pattern cutting is a plus.',
  },
  {
    title: 'Store assistant',
    where: 'Store Kaptol, Zagreb · part-time, including Saturdays',
    text: 'You welcome visitors, help them find the right size, hand out pickup orders and run our Thursday mending evenings. You speak Croatian and English; German or Italian is a plus.',
  },
] as const;

/** The English text of Careers. */
export function Body() {
  const apply = `mailto:${BRAND.email}?subject=${encodeURIComponent('Application')}`;
  return (
    <>
      <p className="lead">
        We are a small team that makes things slowly and well. If you love natural fabrics, good craft and honest work, we would like to
        hear from you.
      </p>

      <h2>Working with us</h2>
      <ul>
        <li>Fair pay above the industry average, a permanent contract after the trial period, and no piece rates.</li>
        <li>A 38-hour week; the workshop closes at 4 pm on Fridays.</li>
        <li>Time and materials to learn: weaving, natural dyeing and pattern cutting courses each year.</li>
        <li>A 40 % staff discount, and first pick of the pieces with tiny flaws.</li>
      </ul>

      <h2>Open positions</h2>
      <JobOpenings openings={OPENINGS} />

      <h2>How to apply</h2>
      <p>
        Send a short letter about yourself, and photos of your work if you have any, to <a href={apply}>{BRAND.email}</a> with the position
        in the subject. No position for you above? Write to us anyway: we keep open letters for a year and get back to you when something
        fits.
      </p>
    </>
  );
}
