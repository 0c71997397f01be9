// Starts the app once the page's content, and its main photo, are painted (decision 028). The page arrives
// rendered by the server and reads, links and forms work without this; on a slow phone network the ~100 KB of
// the app's code would otherwise share the first second's bandwidth with the photo the visitor came to see.
// A classic script (no inline scripts under our security policy): `data-entry` names the app's hashed entry.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(entry);
  };
  const mainPhotos = [...document.querySelectorAll('img[fetchpriority="high"]')];
  // A photo that fails still lets the app start, and a stalled one is not waited for beyond 3 s.
  void Promise.all(mainPhotos.map((photo) => photo.decode().catch(() => undefined))).then(() =>
    requestAnimationFrame(() => setTimeout(start, 0)),
  );
  addEventListener('load', start, { once: true });
  setTimeout(start, 3000);
})();
