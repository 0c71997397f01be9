// Starts the app once the page's content, and its main photo, are painted (decision 028), and keeps what a
// person does before then (decision 035). The page arrives rendered by the server and reads, links and forms
// work without this; on a slow phone network the ~100 KB of the app's code would otherwise share the first
// second's bandwidth with the photo the visitor came to see.
// A classic script loaded async from the head (no inline scripts under our security policy), so it listens from
// about the first paint; `data-entry` names the app's hashed entry.
(() => {
  // The browser's offer to install the market as an app often comes before the app runs: kept for the header's
  // Install button (lib/install-offer.ts), never shown as the browser's own banner.
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.goviInstallOffer = event;
    dispatchEvent(new Event('govi-install-offer'));
  });
  const script = document.currentScript;
  const entry = script instanceof HTMLScriptElement ? script.dataset.entry : undefined;
  if (!entry || !/^\/assets\/[\w.-]+\.js$/.test(entry)) return;
  const root = document.documentElement;
  // Set by the app once React runs the page (app.tsx's interactiveAttribute).
  const live = () => root.hasAttribute('data-interactive');

  // Until the app runs, a press on a button is held (the button shows it is busy) and pressed again once it
  // does; once per button, so a second tap of an impatient person does not add a second kilo. Links and the
  // forms the server answers (a GET form's submit, Enter in a search box) are left to the browser. Presses and
  // what is typed are kept in one queue and replayed in the order they happened: "Add to Cart" and then a
  // quantity of 3 adds what the field held when it was pressed, not 3.
  const held = [];
  const heldPress = (event) => {
    if (live() || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || button.disabled) return;
    // Only a form written to work without the app (an action and method="get") is left to the browser; a form
    // the app handles alone would otherwise be sent as a GET with its fields in the address.
    const form = button.form;
    if (button.type === 'submit' && form && form.hasAttribute('action') && form.getAttribute('method')?.toLowerCase() === 'get') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.some((step) => step.button === button)) return;
    held.push({ button });
    button.setAttribute('aria-busy', 'true');
  };
  // What is typed or chosen stays as the person left it: React sets a field back to what the page was drawn with
  // when it takes over (a select at once; a text field at its first re-render), so the field is given its value
  // again and React told of it as if just typed. Typing on in one field is one step (its last value); a file chosen
  // cannot be given back by a script, and stays chosen in the field anyway. Only what happens before the app runs
  // is noted: an event that makes React take over at once (a choice on a page still being hydrated) comes on to
  // the page's own handlers with the field already set back, and the value noted before is the person's.
  const noteInput = (event) => {
    const field = event.target;
    if (live() || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement))
      return;
    if (field instanceof HTMLInputElement && field.type === 'file') return;
    const kept =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? { checked: field.checked }
        : { value: field.value };
    const last = held[held.length - 1];
    if (last && last.field === field) last.kept = kept;
    else held.push({ field, kept });
  };
  addEventListener('click', heldPress, true);
  addEventListener('input', noteInput, true);
  addEventListener('change', noteInput, true);

  const retype = (field, kept) => {
    if (!field.isConnected) return;
    if ('checked' in kept) {
      // A radio button left is replayed by the one chosen in its group.
      if (field.type === 'radio' && !kept.checked) return;
      // The opposite first, so that the click both sets what was chosen and reads as a change to React.
      field.checked = !kept.checked;
      field.click();
      return;
    }
    // Through the element's own setter first (which React watches), then the prototype's (which it does not):
    // React sees a value that differs from the one it knows, and calls the field's onChange.
    field.value = kept.value === '' ? ' ' : '';
    const prototype = Object.getPrototypeOf(field);
    Object.getOwnPropertyDescriptor(prototype, 'value').set.call(field, kept.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const replay = () => {
    removeEventListener('click', heldPress, true);
    removeEventListener('input', noteInput, true);
    removeEventListener('change', noteInput, true);
    // One step that fails (a field the browser will not have set) leaves the others to run, and no button busy.
    for (const step of held.splice(0)) {
      try {
        if (step.field) retype(step.field, step.kept);
        else {
          step.button.removeAttribute('aria-busy');
          if (step.button.isConnected && !step.button.disabled) step.button.click();
        }
      } catch {
        if (step.button) step.button.removeAttribute('aria-busy');
      }
    }
  };
  const watch = new MutationObserver(() => {
    if (!live()) return;
    watch.disconnect();
    // Here, not in a later task: the observer runs once the effects of the commit that started the page have all
    // run, and before any re-render they asked for. Such a re-render sets a field back to what React holds (what
    // the page was drawn with) and would take away the letters typed before the app ran, had they not been given
    // back first.
    replay();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });

  const retried = 'govi-start-retried';
  let started = false;
  // Set below where the browser reports paints: stops watching for them, however the app started.
  let stopWatchingPaints = () => undefined;
  const start = () => {
    if (started) return;
    started = true;
    stopWatchingPaints();
    // Every file the page's start needs, asked for at once (the server names them): otherwise each is found
    // only once the one before it has run, a round trip apiece on a phone network.
    const named = document.querySelector('meta[name="govi-scripts"]');
    for (const file of named instanceof HTMLMetaElement ? named.content.split(' ') : []) {
      if (!/^\/assets\/[\w.-]+\.js$/.test(file)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.append(link);
    }
    // The app takes the page over whole: it runs once the page is all parsed, whenever its files were asked for.
    const run = () =>
      import(entry).then(
        () => sessionStorage.removeItem(retried),
        () => {
          // The code did not arrive (a dropped connection): load the page once more, not in a loop; the page
          // the server rendered stays readable either way. Held presses are let go: the buttons stop looking busy.
          for (const step of held.splice(0)) step.button?.removeAttribute('aria-busy');
          if (sessionStorage.getItem(retried)) return;
          sessionStorage.setItem(retried, '1');
          location.reload();
        },
      );
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  };
  // After the next frame: what the page was doing (a photo's paint) is on the screen before the code is asked for.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  // The photos the page is opened for (a product's first, Browse's first row): the server asks for them first.
  const mainPhoto = 'img[fetchpriority="high"]';
  const mainPhotos = () => [...document.querySelectorAll(mainPhoto)];
  // Where the browser says when it painted, the app starts as the largest paint turns out to be a main photo and every
  // main photo has arrived, the page being parsed: never before the photo is on the screen, where the code's download
  // would share the link with it, and without waiting for the photos' decoding and a frame after it.
  const paintsMeasured =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (paintsMeasured) {
    let mainPhotoPainted = false;
    // And once the page is all parsed: the rest of the page's HTML does not share the link with the code either.
    const startIfPainted = () => {
      if (mainPhotoPainted && document.readyState !== 'loading' && mainPhotos().every((photo) => photo.complete)) start();
    };
    const painted = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.element?.matches(mainPhoto))) mainPhotoPainted = true;
      startIfPainted();
    });
    // A main photo that arrives (or fails) after the largest paint (Browse's first row has two) is waited for, not its
    // paint. An image's load and error reach the document's listeners, never the window's.
    const photoArrived = (event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(mainPhoto)) startIfPainted();
    };
    document.addEventListener('load', photoArrived, true);
    document.addEventListener('error', photoArrived, true);
    document.addEventListener('DOMContentLoaded', startIfPainted);
    stopWatchingPaints = () => {
      painted.disconnect();
      document.removeEventListener('load', photoArrived, true);
      document.removeEventListener('error', photoArrived, true);
      document.removeEventListener('DOMContentLoaded', startIfPainted);
    };
    painted.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  // Elsewhere, once the main photos are decoded; on a page without one, after its first paint. A photo that fails
  // still lets the app start (the page's load), and a stalled one is not waited for beyond 3 s. Where paints are
  // reported, the page's load waits a little for the report of the main photo's paint, which comes a few frames after
  // the photo arrived (the largest paint is timed when the frame reaches the screen): the load alone would often ask
  // for the code before it, and start the app without the report only when the largest paint is something else.
  const awaitsPaintReport = () => paintsMeasured && mainPhotos().length > 0;
  addEventListener('load', () => (awaitsPaintReport() ? setTimeout(start, 200) : afterFrame()), { once: true });
  setTimeout(start, 3000);
  const afterParsing = () => {
    if (awaitsPaintReport()) return;
    void Promise.all(mainPhotos().map((photo) => photo.decode().catch(() => undefined))).then(afterFrame);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterParsing, { once: true });
  else afterParsing();
})();
