// Puts the Klartext upload form on another site:
//   <script src="https://YOUR-KLARTEXT-HOST/static/embed.js" data-language="de" async></script>
// The form runs in an iframe from the Klartext host, so the document goes straight there; the
// embedding site must be listed in KLARTEXT_ALLOWED_ORIGINS (CSP frame-ancestors and CORS).
"use strict";

(function () {
  const script = document.currentScript;
  if (!script) return;
  const origin = new URL(script.src).origin;
  const src = new URL("/", origin);
  src.searchParams.set("embed", "1");
  const lang = script.dataset.language;
  if (lang) src.searchParams.set("lang", lang);
  const frame = document.createElement("iframe");
  frame.src = src.href;
  frame.title = script.dataset.title || "Klartext";
  frame.style.cssText = "width:100%;border:0;min-height:32rem;display:block";
  script.after(frame);
  // The page reports its height so the frame grows with the result instead of scrolling inside.
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (data && data.klartext === "height" && Number.isFinite(data.height)) {
      frame.style.height = `${Math.ceil(data.height)}px`;
    }
  });
})();
