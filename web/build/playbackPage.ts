import { PLAYER_PAGES, STAGE_ART, artPath } from '../../core/contract/siteBuild.ts'

/**
 * A playback address's page (`/player/{x}`, `/scene/{x}`; docs/decisions/1922 and 1946): the app
 * page with the player's code preloaded and its waiting frame in the markup, made to paint that
 * frame first.
 *
 * - Its stylesheet is inline: the frame is laid out with no request before it.
 * - The app's code is still asked for at once, at low priority: what the frame needs (its font and
 *   its picture) goes first on a slow line, and the code, which runs after the frame is drawn
 *   anyway, is not counted as blocking it.
 * - Its stage shows the title's backdrop (the address's art) from the first paint: a few lines in
 *   the head read the address and preload the picture before the body is parsed.
 */

/** The tags that load the app: the entry module script and every modulepreload link. */
const appCodeTag = /<(script type="module"|link rel="modulepreload")/g

const addressPattern = new RegExp(`^(?:${PLAYER_PAGES.map((page) => page.prefix.replace(/\//g, '\\/')).join('|')})([a-z0-9-]+)$`)

/** The picture's address from the page's own, with the contract's art rule (the address stands for `@`). */
const stageArtScript = () => {
  const [before, after] = artPath('@', 'backdrop').split('@')
  return `<script>
      ;(function () {
        var address = ${addressPattern.toString()}.exec(location.pathname)
        if (!address) return
        var art = ${JSON.stringify(before)} + address[1] + ${JSON.stringify(after)}
        var link = document.createElement('link')
        link.rel = 'preload'
        link.as = 'image'
        link.href = art
        link.setAttribute('fetchpriority', 'high')
        document.head.appendChild(link)
        document.documentElement.style.setProperty(${JSON.stringify(STAGE_ART)}, 'url("' + art + '")')
      })()
    </script>`
}

/**
 * `page` (the app page with the player's preloads) as a playback page: `frame` in #root, `styles`
 * (the contents of `stylesheetLinks`) inline.
 */
export const playbackPage = (page: string, frame: string, styles: string, stylesheetLinks: readonly string[]): string => {
  let html = page
  for (const link of stylesheetLinks) html = html.replace(link, '')
  html = html.replace(appCodeTag, '<$1 fetchpriority="low"')
  html = html.replace(/<meta charset=[^>]*>/, (charset) => `${charset}\n    ${stageArtScript()}`)
  html = html.replace('</head>', `  <style>${styles.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`)
  html = html.replace('<div id="root"></div>', `<div id="root">${frame}</div>`)
  return html
}
