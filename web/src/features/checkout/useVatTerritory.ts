import { useEffect, useState } from 'react';

type Territories = typeof import('@shop/shared/vatTerritories');
let territories: Territories | undefined;

/**
 * The territory outside the EU's VAT area a delivery address is in (the Canary Islands, Åland,
 * ...: an export, priced without VAT), from its country and postal code. The table is loaded
 * once a postal code is typed, so the checkout's first load does not carry it.
 */
export function useVatTerritory(country: string, postalCode: string): string | undefined {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!territories && postalCode) {
      void import('@shop/shared/vatTerritories').then((loaded) => {
        territories = loaded;
        setLoaded(true);
      });
    }
  }, [postalCode]);
  return territories?.vatExcludedTerritory(country, postalCode)?.name;
}
