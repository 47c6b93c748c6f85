/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The sale spot the shop's calls name in their `saleSpotId` header; `web` unless set. */
  readonly VITE_SALE_SPOT_ID?: string;
  /** Prefix of every image path the API returns; `/images/` unless set. */
  readonly VITE_IMAGE_PREFIX?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
