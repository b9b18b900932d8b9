// The site's stadium art (public/images/hero-stadium.svg, kept identical by test/static/hero-art.test.ts),
// given to the home page's and a host city's hero as a data: address, at the edge and in the app: the
// largest thing on the first screen then comes with the HTML instead of a request of its own, and it is
// still an image, the paint Lighthouse takes for the largest (decision 043). The file stays for link
// previews and the blog's covers.

/** The art's address, as cities store it in hero_image_url. */
export const HERO_ART_PATH = "/images/hero-stadium.svg";

/** The art's markup. */
export const HERO_ART_SVG = `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050f1e"/><stop offset=".5" stop-color="#0b1f3a"/><stop offset="1" stop-color="#16345c"/></linearGradient>
<linearGradient id="sd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#13294a"/><stop offset="1" stop-color="#0b1f3a"/></linearGradient>
<linearGradient id="pt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1fa463"/><stop offset="1" stop-color="#0f5132"/></linearGradient>
<linearGradient id="bm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a" stop-opacity=".13"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<radialGradient id="fl" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff"/><stop offset=".25" stop-color="#fde68a" stop-opacity=".8"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>
<radialGradient id="hz" cx=".5" cy=".55" r=".6"><stop offset="0" stop-color="#fde68a" stop-opacity=".22"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
<linearGradient id="dk" x1="0" y1="1" x2=".75" y2="0"><stop offset="0" stop-color="#050f1e" stop-opacity=".92"/><stop offset=".35" stop-color="#050f1e" stop-opacity=".55"/><stop offset=".65" stop-color="#050f1e" stop-opacity="0"/></linearGradient>
<linearGradient id="bt" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="#050f1e" stop-opacity="0"/><stop offset="1" stop-color="#050f1e" stop-opacity=".5"/></linearGradient>
<pattern id="cr" width="18" height="10" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="#f59e0b"/><circle cx="12" cy="4" r="2" fill="#fff"/><circle cx="7" cy="8" r="2" fill="#198754"/><circle cx="16" cy="9" r="2" fill="#fff" opacity=".6"/></pattern>
<g id="ft"><rect x="-4" y="0" width="8" height="120" fill="#050f1e"/><rect x="-40" y="-30" width="80" height="34" rx="3" fill="#050f1e"/><g fill="#fff"><rect x="-35" y="-26" width="16" height="10"/><rect x="-17" y="-26" width="16" height="10"/><rect x="1" y="-26" width="16" height="10"/><rect x="19" y="-26" width="16" height="10"/><rect x="-35" y="-13" width="16" height="10"/><rect x="-17" y="-13" width="16" height="10"/><rect x="1" y="-13" width="16" height="10"/><rect x="19" y="-13" width="16" height="10"/></g><ellipse cx="0" cy="-13" rx="110" ry="70" fill="url(#fl)"/></g>
</defs>
<rect width="1600" height="600" fill="url(#sky)"/>
<g fill="#fff" opacity=".7"><circle cx="120" cy="30" r="1.5"/><circle cx="420" cy="18" r="1.2"/><circle cx="700" cy="40" r="1.5"/><circle cx="980" cy="22" r="1.2"/><circle cx="1240" cy="46" r="1.5"/><circle cx="1520" cy="20" r="1.2"/><circle cx="860" cy="12" r="1"/></g>
<path d="M0 600V200Q800 90 1600 200V600z" fill="url(#sd)"/>
<path d="M0 600V200Q800 90 1600 200V600z" fill="url(#cr)" opacity=".35"/>
<g fill="none" stroke="#050f1e" stroke-width="6" opacity=".7"><path d="M0 260Q800 160 1600 260"/><path d="M0 330Q800 240 1600 330"/></g>
<path d="M0 200Q800 90 1600 200V160Q800 50 0 160z" fill="#050f1e"/>
<path d="M0 200Q800 90 1600 200" fill="none" stroke="#f59e0b" stroke-width="3" opacity=".7"/>
<path d="M-200 600L420 330Q800 318 1180 330L1800 600z" fill="url(#pt)"/>
<g fill="#0f5132" opacity=".35"><path d="M374 350Q800 337 1226 350L1266 368Q800 354 334 368z"/><path d="M290 387Q800 372 1310 387L1366 412Q800 396 234 412z"/><path d="M176 437Q800 420 1424 437L1500 470Q800 452 100 470z"/><path d="M20 506Q800 486 1580 506L1680 550Q800 528 -80 550z"/></g>
<g fill="none" stroke="#fff" stroke-width="3" opacity=".85"><path d="M440 338Q800 326 1160 338"/><path d="M440 338L40 600M1160 338L1560 600"/><path d="M800 328V600"/><ellipse cx="800" cy="420" rx="150" ry="38"/><path d="M392 369H482L350 469H240M1208 369H1118L1250 469H1360"/></g>
<circle cx="800" cy="420" r="4" fill="#fff"/>
<g fill="#fff"><circle cx="905" cy="455" r="6"/></g>
<g><g fill="#f59e0b"><circle cx="640" cy="380" r="6"/><circle cx="720" cy="450" r="7"/><circle cx="560" cy="470" r="7"/><circle cx="880" cy="370" r="6"/></g><g fill="#0b1f3a"><circle cx="960" cy="400" r="6"/><circle cx="1040" cy="460" r="7"/><circle cx="1100" cy="380" r="6"/><circle cx="860" cy="500" r="8"/></g></g>
<rect width="1600" height="600" fill="url(#hz)"/>
<g fill="url(#bm)"><path d="M200 60L420 330H760zM560 30L620 330H940zM1040 30L860 330H1180zM1400 60L1050 330H1380z"/></g>
<use href="#ft" x="200" y="60"/><use href="#ft" x="560" y="30"/><use href="#ft" x="1040" y="30"/><use href="#ft" x="1400" y="60"/>
<rect width="1600" height="600" fill="url(#bt)"/>
<rect width="1600" height="600" fill="url(#dk)"/>
</svg>
`.trim();

/** The art as an image address: its markup in a data: URL (single quotes, so it sits in an HTML attribute as it is). */
const HERO_ART_DATA = `data:image/svg+xml,${HERO_ART_SVG.replace(/"/g, "'")
  .replace(/\s*\n\s*/g, " ")
  .replace(/#/g, "%23")
  .replace(/</g, "%3C")
  .replace(/>/g, "%3E")}`;

/** Where a hero's image is read from: the stock art from the page itself, any other picture from its address. */
export const heroImageSrc = (url: string) => (url === HERO_ART_PATH ? HERO_ART_DATA : url);
