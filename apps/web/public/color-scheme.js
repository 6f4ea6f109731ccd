// Mirrors Mantine's localStorageColorSchemeManager({ key: 'theme' }) before React starts.
(() => {
  var stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch (_e) {
    // storage disabled: follow the system
  }
  var scheme = stored === 'light' || stored === 'dark' ? stored : 'auto';
  if (scheme === 'auto') {
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
