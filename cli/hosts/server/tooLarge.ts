import type { Duplex } from 'node:stream'

/**
 * What the web host answers a request too large for Node's parser (request line and headers over
 * its 16 KB limit: a very long address, or too many cookies). Node's own answer is a 431 with no
 * body, which Chromium replaces with its English "HTTP ERROR 431" page; this is the site's Korean
 * page instead, complete in itself (no script, no file to load), looking like the site's 404 page
 * (docs/decisions/1213).
 */

interface TooLarge {
  readonly status: 414 | 431
  readonly reason: string
  readonly statusMessage: string
  readonly description: string
}

/** A long address (the request line holds most of the bytes), else too many or too large cookies. */
const tooLargeOf = (raw: Buffer | undefined): TooLarge => {
  const lineEnd = raw?.indexOf('\r\n') ?? -1
  const longAddress = raw === undefined || lineEnd < 0 || lineEnd > raw.length - lineEnd
  return longAddress
    ? {
        status: 414,
        reason: 'URI Too Long',
        statusMessage: '주소가 너무 김',
        description: '요청하신 주소가 너무 길어 페이지를 열 수 없습니다. 주소를 다시 확인하시거나 홈에서 다시 찾아 주세요.',
      }
    : {
        status: 431,
        reason: 'Request Header Fields Too Large',
        statusMessage: '요청 정보가 너무 큼',
        description: '브라우저가 보낸 요청 정보(쿠키)가 너무 커서 페이지를 열 수 없습니다. 이 사이트의 쿠키를 지운 뒤 다시 시도해 주세요.',
      }
}

/** The page: the site's colours and the 404 page's layout, every word in Korean. */
export const tooLargePage = (page: TooLarge, fontStylesheet?: string): string => `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>페이지를 찾을 수 없습니다 | 스트림</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${fontStylesheet ? `<link rel="stylesheet" href="${fontStylesheet}">\n` : ''}<style>
:root { color-scheme: dark; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #141414; color: #f2f2f2;
  font-family: 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'Pretendard Variable', system-ui, sans-serif; }
main { display: grid; justify-items: center; gap: 12px; padding: 56px 20px; text-align: center; }
.status { margin: 0; font-size: 3rem; font-weight: 800; line-height: 1; }
.status span { display: block; margin-top: 8px; font-size: 1rem; font-weight: 600; color: #b8b8b8; }
h1 { margin: 0; font-size: 1.5rem; }
p { margin: 0; max-width: 32rem; color: #b8b8b8; }
a { display: inline-block; margin-top: 8px; padding: 10px 18px; border-radius: 8px; background: #e50914; color: #fff; font-weight: 700; text-decoration: none; }
a:focus-visible { outline: 3px solid #ffd54a; outline-offset: 2px; }
</style>
</head>
<body>
<main data-status="${page.status}">
<p class="status">${page.status}<span>${page.statusMessage}</span></p>
<h1>페이지를 찾을 수 없습니다</h1>
<p>${page.description}</p>
<a href="/">홈으로</a>
</main>
</body>
</html>
`

/**
 * The web host's 'clientError' listener: a request over the header limit gets the Korean page
 * (in the build's web font, where a device has no Korean font of its own); any other bad request
 * gets what Node would send (400, or nothing on a reset connection).
 */
export const clientErrorAnswer =
  (fontStylesheet: () => string | undefined) =>
  (error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
    if (error.code !== 'HPE_HEADER_OVERFLOW') return void socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    const page = tooLargeOf(error.rawPacket)
    const body = Buffer.from(tooLargePage(page, fontStylesheet()))
    const head = [
      `HTTP/1.1 ${page.status} ${page.reason}`,
      'Content-Type: text/html; charset=utf-8',
      `Content-Length: ${body.length}`,
      'Cache-Control: no-store',
      'Connection: close',
    ]
    socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]))
  }
