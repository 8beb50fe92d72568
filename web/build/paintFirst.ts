/**
 * A prerendered page paints its shell before the app's code is asked for (docs/decisions/0808).
 *
 * Left in the head, the entry and its modulepreload links are fetched while the page is parsed;
 * from a near or cached host they arrive before the first frame, and Chromium then runs the
 * entry (tens of milliseconds, four times that on a slow phone) before it paints anything. Here
 * the same tags wait, inert, in a <template>, and a few lines at the end of the body move them
 * into the head once the shell is on screen: all at once, so the boot's host-call code still
 * comes beside the entry, never after it. A page that is not visible (a background tab, a
 * prerender) has no frame coming and starts at once.
 */

/** The tags that load the app: the entry module script and every modulepreload link. */
export const appCodeTag = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g

const loader = `<script>
      ;(function () {
        var started = false
        function start() {
          if (started) return
          started = true
          var tags = document.getElementById('app-code').content.children
          var all = document.createDocumentFragment()
          for (var i = 0; i < tags.length; i++) {
            var tag = document.createElement(tags[i].localName)
            for (var j = 0; j < tags[i].attributes.length; j++) tag.setAttribute(tags[i].attributes[j].name, tags[i].attributes[j].value)
            all.appendChild(tag)
          }
          // One insertion: the head changes once, however many tags.
          document.head.appendChild(all)
        }
        // Once the first contentful paint is on screen; a second after the first frame where the
        // browser does not report paints (or a busy compositor reports it late); at once where
        // no frame is coming (hidden).
        var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
        if (document.visibilityState !== 'visible') start()
        else if (paints && paints.indexOf('paint') >= 0) {
          new PerformanceObserver(function (list) {
            if (list.getEntriesByName('first-contentful-paint').length) start()
          }).observe({ type: 'paint', buffered: true })
        }
        requestAnimationFrame(function () { setTimeout(start, 1000) })
        document.addEventListener('visibilitychange', start)
      })()
    </script>`

/** `html` with its app-loading tags moved from the head into the template the loader reads. */
export const paintFirst = (html: string): string => {
  const tags = [...html.matchAll(appCodeTag)].map((m) => m[0].trim())
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('paintFirst: no entry script in the page')
  const body = html.replace(appCodeTag, '')
  const template = `<template id="app-code">\n      ${tags.join('\n      ')}\n    </template>\n    ${loader}\n  </body>`
  return body.replace('</body>', template)
}
