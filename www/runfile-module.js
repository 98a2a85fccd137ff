// The run-file module of the engine (www/pkg/spire_map_runfile.js: read_run_file, read_profile), loaded once for the page.
//
// Loaded on the first run file or progress.save (www/runfile.js, www/page-profile.js): it carries the
// JSON reader, which is part of neither the page's first load nor the search panel's.

let loading = null;

/** The initialised run-file module (again after a failed load); rejects with a readable Error. */
export function loadRunfileModule() {
  loading ??= (async () => {
    const m = await import('./pkg/spire_map_runfile.js');
    await m.default({ module_or_path: new URL('./pkg/spire_map_runfile_bg.wasm', import.meta.url) });
    return m;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
