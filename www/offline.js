// Offline use: the service worker's registration, and the reload offered after a new deployment.
//
// Offline use: registers the service worker (sw.js, next to index.html; its scope is that folder)
// from the main page only; the <spire-map> widget and embed.html never register it, so pages on
// other sites that embed them are left alone. When a new deployment's worker takes over a page
// that an older one served, a note offers to reload. document.documentElement.dataset.offline
// says how it went: "ready" (the files are cached), "unsupported" or "failed".

/** Registers sw.js; `notes` is the element the update note goes into. */
export function registerOffline(notes, doc = document) {
  const root = doc.documentElement;
  const sw = globalThis.navigator && navigator.serviceWorker;
  if (!sw || !globalThis.isSecureContext) {
    root.dataset.offline = 'unsupported';
    return;
  }
  const served = !!sw.controller;
  sw.addEventListener('controllerchange', () => {
    if (served) showUpdate(notes, doc);
  });
  sw.register(new URL('sw.js', doc.baseURI)).then(
    () => sw.ready.then(() => {
      root.dataset.offline = 'ready';
    }),
    (e) => {
      root.dataset.offline = 'failed';
      root.dataset.offlineError = e && e.message ? e.message : String(e);
    },
  );
}

function showUpdate(notes, doc) {
  const p = doc.createElement('p');
  p.textContent = 'A new version of spire-map is ready (it works offline too). ';
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => doc.defaultView.location.reload());
  p.append(reload);
  notes.append(p);
}
