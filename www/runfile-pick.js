// The run-file picker that index.html loads up front: the button, drop and paste.
//
// The run-file picker (issue 16; what index.html loads up front): the "Open a run file…" button,
// its notes and status line, and the drop and paste listeners. Reading a file, the verdict and the
// view it opens are www/runfile.js, imported on the first pick, drop or paste (and when a verdict
// was kept for this reload), so the page's first load does not carry them. All text goes in with
// textContent, never as HTML.

/** The sessionStorage key of the verdict kept for the reload (www/runfile.js STORE). */
const STORE = 'spire-map-run-verdict';

let reader = null;

/** www/runfile.js, loaded once (again after a failed load). */
function runfile() {
  reader ??= import('./runfile.js');
  reader.catch(() => {
    reader = null;
  });
  return reader;
}

/** Runs `fn` with www/runfile.js, or shows why it could not be loaded. */
function withRunfile(status, fn) {
  status.dataset.kind = 'busy';
  runfile().then(fn, (e) => {
    const p = document.createElement('p');
    p.textContent = `This file cannot be opened: ${e && e.message ? e.message : String(e)}`;
    status.replaceChildren(p);
    status.dataset.kind = 'error';
  });
}

/** Builds the picker, the note and the status into `host`, and listens for drops and pastes. */
export function installRunFile(host) {
  const label = document.createElement('label');
  label.className = 'runfile-pick';
  const input = document.createElement('input');
  input.type = 'file';
  input.id = 'runfile-input';
  input.accept = '.run,.autosave,.save,.json,.txt';
  label.append('Open a run file…', input);
  const status = document.createElement('div');
  status.id = 'runfile-status';
  status.className = 'runfile-status';
  status.setAttribute('role', 'status');
  // Where the files are and that they stay here: one click away, in the host's <details> (index.html).
  // The verdict goes with the page's other notices (#runfile-out, above the map) where there is one.
  const out = document.getElementById('runfile-out');
  host.prepend(label);
  (out || host).append(status);

  input.addEventListener('change', () => {
    const file = input.files && input.files[0];
    input.value = '';
    if (file) withRunfile(status, (m) => m.openFile(file, status));
  });
  document.addEventListener('dragover', (e) => {
    if (e.dataTransfer && [...e.dataTransfer.types].includes('Files')) {
      e.preventDefault();
      host.classList.add('runfile-drop');
    }
  });
  document.addEventListener('dragleave', () => host.classList.remove('runfile-drop'));
  document.addEventListener('drop', (e) => {
    host.classList.remove('runfile-drop');
    const file = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
    if (!file) return;
    e.preventDefault();
    withRunfile(status, (m) => m.openFile(file, status));
  });
  document.addEventListener('paste', (e) => {
    const t = e.target;
    if (t && (t.closest?.('input, textarea, select, [contenteditable]'))) return;
    const text = e.clipboardData && e.clipboardData.getData('text');
    if (!text || text.trim().length < 20) return;
    e.preventDefault();
    withRunfile(status, (m) => m.openRunText(text, status));
  });

  // The verdict of the file that opened this view (one reload ago).
  let kept = null;
  try {
    kept = sessionStorage.getItem(STORE);
  } catch {
    // No storage: nothing kept.
  }
  if (kept) runfile().then((m) => m.showKeptVerdict(status), () => {});
  return { status, input };
}

const host = typeof document === 'undefined' ? null : document.getElementById('runfile');
if (host) installRunFile(host);
