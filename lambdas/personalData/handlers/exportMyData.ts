import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { exportPersonalDataFile } from '../exportData.ts';
import { shopExportPorts } from '../personalDataAdapters.ts';
import { requireCustomer } from '../../accounts/signedIn.ts';

/** GET /api/auth/exportMyData: everything the shop keeps about the customer, as a JSON file. */
export const handler = httpRoute({}, async ({ headers }) =>
  exportPersonalDataFile(await requireCustomer(headers), shopExportPorts(systemClock)),
);
