import { PLAYER_PAGES, STAGE_ART, artPath } from '../../core/contract/siteBuild.ts'
import { appCodeTag } from './paintFirst.ts'

/**
 * A playback address's page (`/player/{x}`, `/scene/{x}`; docs/decisions/1922 and 1946): the app
 * page with the player's code preloaded and its waiting frame in the markup, made to paint that
 * frame first.
 *
 * - Its stylesheet is inline (the caller's): the frame is laid out with no request before it.
 * - The app's code is still asked for at once, at low priority: what the frame needs (its font and
 *   its picture) goes first on a slow line, and the code, which runs after the frame is drawn
 *   anyway, is not counted as blocking it.
 * - Its stage shows the title's backdrop (the address's art) from the first paint: a few lines in
 *   the head read the address and preload the picture before the body is parsed.
 */

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

/** `page` (the app page with the player's preloads, its styles inline) as a playback page: `frame` in #root. */
export const playbackPage = (page: string, frame: string): string =>
  page
    // After the attribute appCodeTag knows each tag by (type="module", rel="modulepreload"), which stays first.
    .replace(appCodeTag, (tag) => tag.replace(/^(\s*<\S+ \S+)/, '$1 fetchpriority="low"'))
    .replace(/<meta charset=[^>]*>/, (charset) => `${charset}\n    ${stageArtScript()}`)
    .replace('<div id="root"></div>', `<div id="root">${frame}</div>`)
