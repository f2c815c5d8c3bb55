// Apply the saved theme and text size before the first paint, so the page never flashes.
try {
  var s = JSON.parse(localStorage.getItem('umpire.settings') || '{}');
  var theme = s.theme === 'night' || s.theme === 'day' ? s.theme : (matchMedia('(prefers-color-scheme: dark)').matches ? 'night' : 'day');
  document.documentElement.dataset.theme = theme;
  if (typeof s.textScale === 'number') document.documentElement.style.fontSize = (s.textScale * 100) + '%';
} catch (e) {}
