import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A test fiscal certificate for this run (FISCAL_SECRET), made by test/globalSetup.ts, and the CA that issued it. */
    fiscalSecret: string;
    fiscalCaPem: string;
  }
}

/** The run's test fiscal CA, the one the local CIS simulator is to trust. */
export const testFiscalCaPem = (): string => inject('fiscalCaPem');
