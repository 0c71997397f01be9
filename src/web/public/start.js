// Starts the app once the page's content, and its main photo, are painted (decision 028). The page arrives
// rendered by the server and reads, links and forms work without this; on a slow phone network the ~100 KB of
// the app's code would otherwise share the first second's bandwidth with the photo the visitor came to see.
// A classic script (no inline scripts under our security policy): `data-entry` names the app's hashed entry.
(() => {
  const script = document.currentScript;
  const entry = script instanceof HTMLScriptElement ? script.dataset.entry : undefined;
  if (!entry || !/^\/assets\/[\w.-]+\.js$/.test(entry)) return;
  const retried = 'govi-start-retried';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(entry).then(
      () => sessionStorage.removeItem(retried),
      () => {
        // The code did not arrive (a dropped connection): load the page once more, not in a loop; the page
        // the server rendered stays readable either way.
        if (sessionStorage.getItem(retried)) return;
        sessionStorage.setItem(retried, '1');
        location.reload();
      },
    );
  };
  // A photo that fails still lets the app start, and a stalled one is not waited for beyond the load or 3 s.
  addEventListener('load', start, { once: true });
  setTimeout(start, 3000);
  const mainPhotos = [...document.querySelectorAll('img[fetchpriority="high"]')];
  void Promise.all(mainPhotos.map((photo) => photo.decode().catch(() => undefined))).then(() =>
    requestAnimationFrame(() => setTimeout(start, 0)),
  );
})();
