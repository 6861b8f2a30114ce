/**
 * Home hero illustration (decorative): an app signs in, gets a JWT, and the
 * WordPress REST API answers as that user. Colours come from pages.css classes,
 * so it follows light and dark mode.
 */
export function HeroArt() {
  return (
    <svg className="home-art" viewBox="0 0 520 420" width="520" height="420" aria-hidden="true" focusable="false">
      <circle className="art-blob" cx="300" cy="205" r="185" />

      {/* the WordPress site / REST API */}
      <rect className="art-surface" x="170" y="40" width="320" height="250" rx="14" />
      <path className="art-line" d="M170 78h320" />
      <circle className="art-dot" cx="194" cy="59" r="5" />
      <circle className="art-dot" cx="212" cy="59" r="5" />
      <circle className="art-dot" cx="230" cy="59" r="5" />
      <rect className="art-soft" x="252" y="51" width="196" height="16" rx="8" />

      <circle className="art-avatar" cx="226" cy="126" r="26" />
      <circle className="art-brand-stroke" cx="226" cy="119" r="8" />
      <path className="art-brand-stroke" d="M211 142a15 15 0 0 1 30 0" />
      <rect className="art-strong" x="266" y="110" width="150" height="12" rx="6" />
      <rect className="art-muted" x="266" y="132" width="100" height="10" rx="5" />

      <g>
        <rect className="art-soft" x="196" y="176" width="268" height="26" rx="7" />
        <rect className="art-method" x="204" y="183" width="42" height="12" rx="6" />
        <rect className="art-muted" x="256" y="185" width="130" height="8" rx="4" />
        <path className="art-check" d="M440 189l4 4 8-8" />
      </g>
      <g>
        <rect className="art-soft" x="196" y="210" width="268" height="26" rx="7" />
        <rect className="art-method" x="204" y="217" width="42" height="12" rx="6" />
        <rect className="art-muted" x="256" y="219" width="100" height="8" rx="4" />
        <path className="art-check" d="M440 223l4 4 8-8" />
      </g>
      <g>
        <rect className="art-soft" x="196" y="244" width="268" height="26" rx="7" />
        <rect className="art-method" x="204" y="251" width="42" height="12" rx="6" />
        <rect className="art-muted" x="256" y="253" width="150" height="8" rx="4" />
        <path className="art-check" d="M440 257l4 4 8-8" />
      </g>

      {/* shield badge */}
      <path className="art-shield" d="M478 14l30 11v22c0 18-13 31-30 35-17-4-30-17-30-35V25Z" />
      <path className="art-shield-check" d="M465 47l9 9 16-17" />

      {/* the app */}
      <rect className="art-shadow" x="30" y="150" width="150" height="250" rx="22" />
      <rect className="art-device" x="24" y="140" width="150" height="250" rx="22" />
      <rect className="art-muted" x="79" y="153" width="40" height="7" rx="3.5" />
      <rect className="art-strong" x="44" y="186" width="74" height="11" rx="5.5" />
      <rect className="art-input" x="44" y="212" width="110" height="24" rx="6" />
      <rect className="art-input" x="44" y="246" width="110" height="24" rx="6" />
      <rect className="art-method" x="44" y="284" width="110" height="28" rx="14" />

      {/* token travelling from the app to the site */}
      <path className="art-flow" d="M330 296v18" />
      <rect className="art-shadow" x="124" y="326" width="370" height="62" rx="31" />
      <rect className="art-token" x="120" y="318" width="370" height="62" rx="31" />
      <circle className="art-key-bg" cx="153" cy="349" r="20" />
      <g className="art-key" transform="translate(141 337)">
        <circle cx="8" cy="15" r="4" />
        <path d="M11 12l9-9M17 6l3 3M14.5 8.5l2 2" />
      </g>
      <text className="art-jwt" x="184" y="355">
        <tspan className="art-t1">eyJ0eXAi</tspan>
        <tspan className="art-t0">.</tspan>
        <tspan className="art-t2">eyJpZCI6MX0</tspan>
        <tspan className="art-t0">.</tspan>
        <tspan className="art-t3">SflKxwRJ</tspan>
      </text>
    </svg>
  );
}
