// A page the host's server drew shows before its scripts: the start (main.js) loads once the page has painted with
// its largest images (those it fetches first), so that fetching and running the scripts, which only make the page
// answer input, does not hold its first view back. The chunks the start runs at once (data-start) are asked for
// with it, not after it has run. Meanwhile a worker loads the browser's number and date data (intl-warm-up.js).
if (typeof Worker === 'function') new Worker('/intl-warm-up.js');
var startScripts = (document.currentScript.getAttribute('data-start') || '/main.js').split(' ');
Promise.all(
  Array.prototype.map.call(document.querySelectorAll('img[fetchpriority="high"]'), function (image) {
    return image.decode().catch(function () {});
  }),
).then(function () {
  requestAnimationFrame(function () {
    setTimeout(function () {
      startScripts.forEach(function (address) {
        if (address === '/main.js') return;
        var preload = document.createElement('link');
        preload.rel = 'preload';
        preload.as = 'script';
        preload.href = address;
        document.head.append(preload);
      });
      var start = document.createElement('script');
      start.src = '/main.js';
      document.body.append(start);
    });
  });
});
