import { ADULT_SIZE_GUIDE } from '@shop/shared/sizes';
import { SimplePage } from '../../../ui/SimplePage.tsx';

/** The adult size guide (SPEC §3): chest, waist and hips in centimetres. */
export function SizeGuidePage() {
  return (
    <SimplePage title="Size Guide" description="Adult body measurements for each size: chest, waist and hips.">
      <div className="table-wrap">
        <table className="table">
          <caption>Adults: body measurements in cm</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Chest</th>
              <th scope="col">Waist</th>
              <th scope="col">Hips</th>
            </tr>
          </thead>
          <tbody>
            {ADULT_SIZE_GUIDE.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                <td>{row.chest}</td>
                <td>{row.waist}</td>
                <td>{row.hips}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SimplePage>
  );
}
