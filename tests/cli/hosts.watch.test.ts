import { get } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchSchemas } from '../../core/api/schemas.watch.ts'
import { type CallName, ResultCode, calls } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { type Fields, guestLogin, memberLogin, send, signed } from './hostsHelpers.ts'
import { schemaKit } from '../../core/api/schemaKit.ts'
import { media, play } from './grantsHelpers.ts'

const { MyListOutput, PlayInfoOutput, SaveClipOutput } = watchSchemas(schemaKit)

/** The watching calls and the media they point at, over real HTTP. */
let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0 })
})
afterAll(() => running.close())

type Who = { s: string; c_code: string }
const call = async (name: CallName, who: Who, fields: Fields) => (await send(running.hosts, name, await signed(name, { s: who.s, ...fields }, who.c_code))).body
const minji = () => memberLogin(running.hosts, 'seed-minji')

describe('playInfo', () => {
  it("gives a guest the stream, captions, thumbnails and the title's own duration, under the title's grant", async () => {
    const guest = await guestLogin(running.hosts)
    const played = await play(running, guest, 'qa-free')
    expect(played.retval).toBe(0)
    const info = Schema.decodeUnknownSync(PlayInfoOutput)(played.output)
    expect(info.duration).toBe(5400)
    expect(info.stream_url).toBe(`${running.hosts.web}/media/t/qa-free/master.m3u8`)
    expect(info.grant).toEqual({ path: '/media/t/qa-free/', expires_in: 300 })
    const cookie = played.grant?.cookie
    const master = await media(running.hosts, '/media/t/qa-free/master.m3u8', cookie)
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const text = master.body.toString()
    expect(text).toContain('360p.m3u8')
    expect(text).toContain('720p.m3u8')
    const playlist = (await media(running.hosts, '/media/t/qa-free/720p.m3u8', cookie)).body.toString()
    // 5400 s in 4-second segments, a discontinuity at each repeat of the 36-second fixture.
    expect(playlist.match(/#EXTINF/g)?.length).toBe(1350)
    expect(playlist.match(/#EXT-X-DISCONTINUITY/g)?.length).toBe(149)
    const captions = await media(running.hosts, new URL(info.captions[0]?.url ?? '').pathname, cookie)
    expect(captions.headers.get('content-type')).toContain('text/vtt')
    expect(captions.body.toString()).toContain('자막은 C 키로')
    expect((await media(running.hosts, new URL(info.thumbnails).pathname, cookie)).body.toString()).toContain('/media/t/qa-free/thumbs.jpg#xywh=')
  })

  it('sends playlists and captions compressed (brotli, else gzip), the same text when unpacked; segments as they are', async () => {
    const played = await play(running, await guestLogin(running.hosts), 'qa-free')
    const cookie = played.grant?.cookie ?? ''
    /** The bytes on the wire and their encoding (node:http does not unpack, as fetch would). */
    const raw = (path: string, acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        get(`${running.hosts.web}${path}`, { headers: { cookie, 'accept-encoding': acceptEncoding } }, (res) => {
          const parts: Buffer[] = []
          res.on('data', (part: Buffer) => parts.push(part))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }))
        }).on('error', reject)
      })
    for (const path of ['/media/t/qa-free/720p.m3u8', '/media/t/qa-free/ko.vtt', '/media/t/qa-free/thumbs.vtt']) {
      const plain = await raw(path, 'identity')
      expect(plain.encoding).toBeUndefined()
      const br = await raw(path, 'gzip, deflate, br')
      expect(br.encoding).toBe('br')
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
      expect(br.body.length).toBeLessThan(plain.body.length / 3)
      const gz = await raw(path, 'gzip')
      expect(gz.encoding).toBe('gzip')
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
    }
    expect((await raw('/media/t/qa-free/360p/0.m4s', 'br')).encoding).toBeUndefined()
  })

  it("serves segments whole and by byte range, with credentialed CORS for the site's origin only", async () => {
    const played = await play(running, await guestLogin(running.hosts), 'qa-free')
    // The site's own origin (its pages are served by the web host); any other is refused below.
    const origin = new URL(running.hosts.web).origin
    const url = `${running.hosts.web}/media/t/qa-free/360p/0.m4s`
    const whole = await fetch(url, { headers: { cookie: played.grant?.cookie ?? '', origin } })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('access-control-allow-origin')).toBe(origin)
    expect(whole.headers.get('access-control-allow-credentials')).toBe('true')
    const size = (await whole.arrayBuffer()).byteLength
    const part = await fetch(url, { headers: { cookie: played.grant?.cookie ?? '', range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    expect(
      (await fetch(url, { headers: { cookie: played.grant?.cookie ?? '', origin: 'https://elsewhere.example' } })).headers.get('access-control-allow-origin'),
    ).toBeNull()
    expect((await fetch(`${running.hosts.web}/media/t/qa-free/../../../accounts.ts`, { headers: { cookie: played.grant?.cookie ?? '' } })).status).toBe(404)
  })

  it('plays a scene and a crop in their ranges; a crop loops', async () => {
    const guest = await guestLogin(running.hosts)
    const scene = Schema.decodeUnknownSync(PlayInfoOutput)((await call('playInfo', guest, { movie_url: 'qa-scene-1' })).output)
    expect(scene.range).toEqual({ start: 83.5, end: 112, player_type: 1, loop: 0 })
    expect(scene.resume_position).toBe(83.5)
    const crop = Schema.decodeUnknownSync(PlayInfoOutput)((await call('playInfo', guest, { movie_url: 'qa-crop-1' })).output)
    expect(crop.range).toEqual({ start: 20, end: 30, player_type: 2, loop: 1 })
  })

  it('checks an asked range: inside the duration, end after start, the crop limit -61', async () => {
    const guest = await guestLogin(running.hosts)
    expect((await call('playInfo', guest, { movie_url: 'qa-free', range: '83.5-112' })).output.range).toEqual({
      start: 83.5,
      end: 112,
      player_type: 0,
      loop: 0,
    })
    expect((await call('playInfo', guest, { movie_url: 'qa-free', range: '0-500' })).retval).toBe(ResultCode.cropTimeLimit)
    expect((await call('playInfo', guest, { movie_url: 'qa-free', range: '20-10' })).retval).toBe(ResultCode.parameterInvalid)
    expect((await call('playInfo', guest, { movie_url: 'qa-free', range: '5390-5500' })).retval).toBe(ResultCode.parameterInvalid)
    expect((await call('playInfo', guest, { movie_url: 'qa-free', range: 'x' })).retval).toBe(ResultCode.parameterInvalid)
  })

  it.each([
    ['qa-paid', 'guest', -109],
    ['qa-paid', 'seed-haneul', -110],
    ['qa-paid', 'seed-minji', 0],
    ['qa-adult', 'guest', -121],
    ['qa-adult', 'seed-haneul', -50],
    ['qa-adult', 'seed-minji', 0],
    ['qa-err-108', 'guest', -108],
    ['qa-err-111', 'seed-minji', -111],
    ['qa-err-122', 'seed-minji', -122],
    ['qa-err-123', 'seed-minji', -123],
    ['qa-err-127', 'seed-minji', -127],
    ['qa-err-71', 'guest', -71],
    ['no-such-title', 'guest', -3],
  ])('%s as %s answers %i', async (movieUrl, who, code) => {
    const session = who === 'guest' ? await guestLogin(running.hosts) : await memberLogin(running.hosts, who)
    expect((await call('playInfo', session, { movie_url: movieUrl })).retval).toBe(code)
  })
})

describe('positions, continue watching and my page', () => {
  it('saves a position, resumes from it, lists it on tab 1 and removes it', async () => {
    const who = await minji()
    expect((await call('savePosition', who, { movie_url: 'qa-free', position: 125.5, duration: 5400 })).output).toEqual({ position: 125.5, watched: 0 })
    expect((await call('playInfo', who, { movie_url: 'qa-free' })).output.resume_position).toBe(125.5)
    const list = Schema.decodeUnknownSync(MyListOutput)((await call('myList', who, { tab: 1 })).output)
    expect(list.list.map((i) => [i.movie_url, i.position, i.watched])).toEqual([['qa-free', 125.5, 0]])
    expect((await call('myListRemove', who, { tab: 1, item_id: 'qa-free' })).retval).toBe(0)
    expect((await call('myList', who, { tab: 1 })).output.total).toBe(0)
    expect((await call('myListRemove', who, { tab: 1, item_id: 'qa-free' })).retval).toBe(ResultCode.dataNotFound)
  })

  it('past 95 % a title counts as watched and playback starts over', async () => {
    const who = await minji()
    expect((await call('savePosition', who, { movie_url: 'qa-free', position: 5200, duration: 5400 })).output.watched).toBe(1)
    expect((await call('playInfo', who, { movie_url: 'qa-free' })).output.resume_position).toBe(0)
  })

  it("accepts the page-hide beacon's body (form-encoded text, charset given)", async () => {
    const who = await minji()
    const fields = await signed('savePosition', { s: who.s, movie_url: 'qa-short', position: 12, duration: 36 }, who.c_code)
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]))
    const res = await fetch(`${running.hosts.api}${calls.savePosition.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', origin: running.hosts.web },
      body,
    })
    expect((await res.json()).retval).toBe(0)
    expect((await call('playInfo', who, { movie_url: 'qa-short' })).output.resume_position).toBe(12)
  })

  it('saves sections (tab 4) and scenes (tab 5), validating the range', async () => {
    const who = await minji()
    const saved = await call('saveSection', who, { movie_url: 'qa-free', start: 83.5, end: 93.5, title: '내 구간' })
    expect(saved.retval).toBe(0)
    const item = Schema.decodeUnknownSync(SaveClipOutput)(saved.output).item
    expect([item.start, item.end, item.title]).toEqual([83.5, 93.5, '내 구간'])
    // A clip named by the member still says whose it is, and carries its title's art.
    expect(item.source_title).toBe('시험 영화: 무료')
    expect(item.tile).toBe(`${running.hosts.web}/art/qa-free/tile.svg`)
    expect((await call('saveScene', who, { movie_url: 'qa-free', start: 10, end: 20 })).retval).toBe(0)
    expect((await call('myList', who, { tab: 4 })).output.list.map((i: { item_id: string }) => i.item_id)).toEqual([item.item_id])
    expect((await call('myList', who, { tab: 5 })).output.total).toBe(1)
    expect((await call('saveSection', who, { movie_url: 'qa-free', start: 0, end: 181 })).retval).toBe(ResultCode.cropTimeLimit)
    expect((await call('saveSection', who, { movie_url: 'qa-free', start: 20, end: 20 })).retval).toBe(ResultCode.parameterInvalid)
    expect((await call('saveSection', who, { movie_url: 'qa-free', start: 5399, end: 5401 })).retval).toBe(ResultCode.parameterInvalid)
    expect((await call('myListRemove', who, { tab: 4, item_id: item.item_id })).retval).toBe(0)
  })

  it("keeps each member's state apart, and asks a guest to log in for my page", async () => {
    const a = await minji()
    const b = await memberLogin(running.hosts, 'seed-junho')
    await call('saveScene', a, { movie_url: 'qa-free', start: 1, end: 2 })
    const before = (await call('myList', b, { tab: 5 })).output.total
    expect(before).toBe(0)
    expect((await call('myList', await guestLogin(running.hosts), { tab: 1 })).retval).toBe(ResultCode.loginRequired)
    expect((await call('saveSection', await guestLogin(running.hosts), { movie_url: 'qa-free', start: 1, end: 2 })).retval).toBe(ResultCode.loginRequired)
    expect((await call('myList', a, { tab: 9 })).retval).toBe(ResultCode.parameterInvalid)
  })
})
