/**
 * The booking widget a shop pastes on its own site: `<script src="https://<host>/widget.js" data-store="<slug>"
 * async></script>`, or the script once and `<div data-hirebase-store="<slug>"></div>` where the store goes. It puts
 * a frame of `/store/<slug>?embed=1` there and sizes it to the height the store's page reports (a message from the
 * store's origin only); when the customer moves to another page of the store, the frame's top is brought into view if
 * it was scrolled past. Plain ES5 with no dependency: it runs on any site, in any browser, before anything else.
 * `fallbackOrigin` serves when the browser cannot tell which address the script came from.
 */
export function widgetScript(fallbackOrigin: string): string {
  return `/* Hirebase online store widget */
(function () {
  'use strict';
  var HEIGHT = 'hirebase-store:height';
  var SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;
  var script = document.currentScript;
  var origin = ${JSON.stringify(fallbackOrigin).replace(/</g, '\\u003c')};
  try {
    if (script && script.src) origin = new URL(script.src, location.href).origin;
  } catch (e) {}
  var frames = [];

  function mount(host, slug) {
    if (!host || !slug || !SLUG.test(slug) || host.getAttribute('data-hirebase-mounted')) return;
    host.setAttribute('data-hirebase-mounted', '1');
    var frame = document.createElement('iframe');
    frame.src = origin + '/store/' + encodeURIComponent(slug) + '?embed=1';
    frame.title = host.getAttribute('data-title') || 'Online store';
    frame.setAttribute('loading', 'lazy');
    frame.style.cssText = 'display:block;width:100%;min-height:480px;border:0;overflow:hidden';
    host.appendChild(frame);
    frames.push(frame);
  }

  function mountAll() {
    if (script && script.getAttribute('data-store') && !script.getAttribute('data-hirebase-mounted')) {
      var holder = document.createElement('div');
      script.parentNode.insertBefore(holder, script.nextSibling);
      mount(holder, script.getAttribute('data-store'));
      script.setAttribute('data-hirebase-mounted', '1');
    }
    var holders = document.querySelectorAll('[data-hirebase-store]');
    for (var i = 0; i < holders.length; i++) mount(holders[i], holders[i].getAttribute('data-hirebase-store'));
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== HEIGHT) return;
    var height = Number(data.height);
    if (!(height > 0 && height < 100000)) return;
    for (var i = 0; i < frames.length; i++) {
      var frame = frames[i];
      if (frame.contentWindow !== event.source) continue;
      frame.style.height = Math.ceil(height) + 'px';
      var page = String(data.page || '');
      var moved = frame.getAttribute('data-page') !== null && frame.getAttribute('data-page') !== page;
      frame.setAttribute('data-page', page);
      if (moved && frame.getBoundingClientRect().top < 0) frame.scrollIntoView();
    }
  });

  mountAll();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
})();
`;
}
