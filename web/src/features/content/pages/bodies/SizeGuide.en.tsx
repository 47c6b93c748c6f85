import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The English text of SizeGuide. */
export function Body({ table }: { table: ReactNode }) {
  return (
    <>
      <p className="lead">
        Our adult sizes are cut for body measurements, not for labels. Measure yourself and find the size whose numbers fit you.
      </p>
      {table}

      <h2>How to measure</h2>
      <ul>
        <li>
          <strong>Chest:</strong> around the fullest part of your chest, under the arms, with the tape level across your back.
        </li>
        <li>
          <strong>Waist:</strong> around your natural waistline, the narrowest part of your torso, above the navel.
        </li>
        <li>
          <strong>Hips:</strong> around the fullest part of your hips, with your feet together.
        </li>
      </ul>
      <p>Measure over light clothing, keep the tape snug but not tight, and breathe normally.</p>

      <h2>Between two sizes?</h2>
      <p>
        Our linen and knitwear are cut with ease, so for a relaxed fit choose the larger size, and for a closer fit the smaller one. Each
        product's description says how it fits. Still unsure? <Link to="/contact">Ask us</Link> with your measurements and the piece you
        like, and we will tell you which size to take.
      </p>

      <h2>The garment's own measurements</h2>
      <p>
        Beside your body's numbers, compare the garment's: each product's page shows, under Fit &amp; fabric, what it is made of, how it
        fits, the size our model wears, and the garment's chest width, length and sleeve measured flat for every size. Lay a piece you love
        flat, measure it the same way and pick the size that comes closest.
      </p>

      <h2>Children and babies</h2>
      <p>
        Children's clothes are sized by age (for example 3-4 or 5/6y), baby clothes by height in centimetres (for example 62/68). When in
        doubt, choose by height rather than age: children grow at their own pace.
      </p>
    </>
  );
}
