// The app starts after the edge's first paint (decision 048). A page with a first paint of its own
// keeps the app's stylesheet, chunk preloads and entry script in <template id="app-load">. This
// script, the page's only inline one, puts them in <head> once that paint is on screen (the browser's
// first-contentful-paint entry; without paint timing, the next frame), and the entry once the
// stylesheet has loaded, so the app never renders unstyled. Otherwise a phone with the app cached
// could evaluate ~450 KB of it before painting, and on a slow link the code would share the
// connection with the HTML and the first screen's images. A background tab paints nothing: there
// the app starts after a second.

/** The script, verbatim: the Content-Security-Policy allows it by its hash and no other inline script. */
export const BOOT_SCRIPT =
  '(()=>{let started=0;const go=()=>{if(started++)return;const f=document.getElementById("app-load").content.cloneNode(true);const scripts=[...f.querySelectorAll("script")];const sheets=[...f.querySelectorAll("link[rel=stylesheet]")];for(const s of scripts)s.remove();let waiting=sheets.length;const run=()=>{if(--waiting<=0)document.head.append(...scripts)};for(const l of sheets)l.onload=l.onerror=run;document.head.append(f);if(!sheets.length)run()};if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length)setTimeout(go)}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(go));setTimeout(go,1000)})()';

/** base64 SHA-256 of BOOT_SCRIPT, as the policy names it (held to the script by test/worker/content/first-paint.test.ts). */
export const BOOT_SCRIPT_SHA256 = "aE1luZ/Cbbk3CVLXE9Wob2JfJ/US14vwW5wurQub2RA=";
