// A page the host's server drew shows before its scripts: the start (main.js) loads once the screen shows the page
// with its largest images (those it fetches first, which carry `elementtiming`), so that fetching and running the
// scripts, which only make the page answer input, does not hold its first view back. The chunks the start runs at
// once (data-start) are asked for with it, not after it has run. Meanwhile a worker loads the browser's number and
// date data (intl-warm-up.js).
if (typeof Worker === 'function') new Worker('/intl-warm-up.js');
var startScripts = (document.currentScript.getAttribute('data-start') || '/main.js').split(' ');
var largestImages = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
var started = false;

function start() {
  if (started) return;
  started = true;
  startScripts.forEach(function (address) {
    if (address === '/main.js') return;
    var preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'script';
    preload.href = address;
    document.head.append(preload);
  });
  var script = document.createElement('script');
  script.src = '/main.js';
  document.body.append(script);
}

// Where the browser tells when the screen showed the first paint and each image (Paint and Element Timing), the
// start waits for those of the images in view. A frame the main thread has drawn can reach the screen a tenth of a
// second later on a busy phone: the scripts asked for before then would compete with the paint.
var entryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
if (entryTypes.indexOf('paint') >= 0 && entryTypes.indexOf('element') >= 0 && window.IntersectionObserver) {
  var contentShown = false;
  var inView = null;
  // The images shown, or that failed to load (never to be shown).
  var settledImages = [];
  var waitsFor = function (image) {
    return settledImages.indexOf(image) < 0;
  };
  var startOnceShown = function () {
    if (contentShown && inView && !inView.some(waitsFor)) start();
  };
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      if (entry.name === 'first-contentful-paint') contentShown = true;
    });
    startOnceShown();
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      settledImages.push(entry.element);
    });
    startOnceShown();
  }).observe({ type: 'element', buffered: true });
  largestImages.forEach(function (image) {
    image.decode().catch(function () {
      settledImages.push(image);
      startOnceShown();
    });
  });
  // The images' places in the first frame, without forcing a layout of the page to read them.
  var view = new IntersectionObserver(function (entries) {
    view.disconnect();
    inView = entries
      .filter(function (entry) {
        return entry.isIntersecting;
      })
      .map(function (entry) {
        return entry.target;
      });
    startOnceShown();
  });
  largestImages.forEach(function (image) {
    view.observe(image);
  });
  if (largestImages.length === 0) inView = [];
  // An image that is never shown (covered, or too slow) does not hold the page's answers back for long.
  setTimeout(start, 3000);
} else {
  Promise.all(
    largestImages.map(function (image) {
      return image.decode().catch(function () {});
    }),
  ).then(function () {
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  });
}
