import { useMessages } from '../../../i18n/messages.ts';

/**
 * The login page's campaign image on wide screens (SPEC §2): drawn here as SVG, so it costs
 * no download and stays sharp at any size.
 */
export function CampaignArt() {
  const t = useMessages('account').campaign;
  return (
    <figure className="campaign">
      <svg className="campaign__art" viewBox="0 0 480 640" preserveAspectRatio="xMidYMid slice" role="img" aria-label={t.image}>
        <defs>
          <linearGradient id="campaign-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#efe2cc" />
            <stop offset="0.6" stopColor="#e7d3b5" />
            <stop offset="1" stopColor="#d9bf9b" />
          </linearGradient>
          <pattern id="campaign-weave" width="8" height="8" patternUnits="userSpaceOnUse">
            <path d="M0 2h8M0 6h8" stroke="#000" strokeOpacity="0.06" strokeWidth="1.2" />
            <path d="M2 0v8M6 0v8" stroke="#fff" strokeOpacity="0.09" strokeWidth="1.2" />
          </pattern>
        </defs>
        <rect width="480" height="640" fill="url(#campaign-sky)" />
        <circle cx="372" cy="104" r="54" fill="#f6ead5" />
        <circle cx="372" cy="104" r="54" fill="none" stroke="#c98a5e" strokeOpacity="0.35" strokeWidth="2" />
        <path d="M0 520 Q120 470 240 505 T480 490 V640 H0Z" fill="#a9a27f" />
        <path d="M0 560 Q140 520 280 552 T480 545 V640 H0Z" fill="#4f5d43" />
        <path d="M-10 190 Q240 250 490 180" fill="none" stroke="#5c554d" strokeWidth="2" />
        <g stroke="#5c554d" strokeWidth="2">
          <path d="M92 214v-12M150 226v-12M262 230v-12M320 222v-12M372 208v-12" />
        </g>
        {/* A shirt */}
        <path d="M78 212 L164 226 L186 268 L168 278 L160 262 L150 372 L86 364 L88 254 L72 266 L58 252Z" fill="#f3ede2" />
        <path d="M78 212 L164 226 L186 268 L168 278 L160 262 L150 372 L86 364 L88 254 L72 266 L58 252Z" fill="url(#campaign-weave)" />
        <path d="M112 218 L120 244 L130 220" fill="none" stroke="#c9bca6" strokeWidth="2" />
        {/* A dress */}
        <path d="M248 228 L334 220 L330 262 L372 420 L214 432 L252 268Z" fill="#9c5238" />
        <path d="M248 228 L334 220 L330 262 L372 420 L214 432 L252 268Z" fill="url(#campaign-weave)" />
        <path d="M252 268 Q292 280 330 262" fill="none" stroke="#7e3f2a" strokeWidth="3" />
        {/* A small child's top */}
        <path d="M360 206 L404 200 L418 226 L408 232 L404 226 L406 288 L366 292 L362 230 L354 236 L346 226Z" fill="#d8c27a" />
        <path d="M360 206 L404 200 L418 226 L408 232 L404 226 L406 288 L366 292 L362 230 L354 236 L346 226Z" fill="url(#campaign-weave)" />
      </svg>
      <figcaption className="campaign__caption">
        <span className="campaign__kicker">{t.kicker}</span>
        <span className="campaign__title">{t.title}</span>
      </figcaption>
    </figure>
  );
}
