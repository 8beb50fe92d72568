import { createDecipheriv } from 'node:crypto'
import { CookieName, type Hosts, STREAM_GRANT_COOKIE } from '../../core/contract/index.ts'
import type { RunningHosts } from '../../cli/hosts/index.ts'
import { sequenceIv } from '../../cli/hosts/media/keys.ts'
import { send, signed } from './hostsHelpers.ts'

/** Stream grants over real HTTP: a viewer's play (its grant cookie) and the media it may fetch. */

export interface Viewer {
  readonly s: string
  readonly c_code: string
}

/** The grant cookie (`stream_grant=…`) of a Set-Cookie list, and its Path. */
export const grantOf = (setCookies: readonly string[]): { readonly cookie: string; readonly path: string; readonly line: string } | undefined => {
  const line = setCookies.find((c) => c.startsWith(`${STREAM_GRANT_COOKIE}=`))
  if (!line) return undefined
  return { cookie: line.split(';')[0]!, path: /Path=([^;]+)/.exec(line)?.[1] ?? '', line }
}

/** The device a session was opened on, whose device_id cookie its browser sends with every media request. */
export const deviceOf = async (running: Pick<RunningHosts, 'sessions'>, s: string): Promise<string> =>
  (await running.sessions()).find((x) => x.s === s)?.deviceId ?? ''

/**
 * playInfo (or streamGrant) as the viewer: its answer and the grant it set, if any, with `cookie`
 * the Cookie header its browser then sends on the title's media (the grant and its device_id).
 */
export const play = async (
  running: Pick<RunningHosts, 'hosts' | 'sessions'>,
  viewer: Viewer,
  movieUrl: string,
  call: 'playInfo' | 'streamGrant' = 'playInfo',
) => {
  const answer = await send(running.hosts, call, await signed(call, { s: viewer.s, movie_url: movieUrl }, viewer.c_code))
  const grant = grantOf(answer.cookies)
  const device = `${CookieName.deviceId}=${await deviceOf(running, viewer.s)}`
  return { retval: answer.body.retval, output: answer.body.output, grant: grant ? { ...grant, cookie: `${grant.cookie}; ${device}` } : undefined, device }
}

/** One media request on the web host with a cookie (or none). */
export const media = async (hosts: Hosts, path: string, cookie?: string) => {
  const response = await fetch(`${hosts.web}${path}`, cookie ? { headers: { cookie } } : {})
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, body, headers: response.headers }
}

/** A title's media paths a viewer's player asks for: playlists, init, a segment, captions, thumbnails, sprite, key. */
export const mediaPathsOf = (movieUrl: string) => {
  const base = `/media/t/${movieUrl}/`
  return {
    master: `${base}master.m3u8`,
    playlist: `${base}360p.m3u8`,
    init: `${base}360p/init.mp4`,
    segment: `${base}720p/10.m4s`,
    captions: `${base}ko.vtt`,
    thumbnails: `${base}thumbs.vtt`,
    sprite: `${base}thumbs.jpg`,
    key: `${base}key`,
  }
}

/** A segment decrypted as hls.js does (AES-128-CBC, IV the media sequence number). */
export const decrypt = (cipherText: Buffer, key: Buffer, sequence: number): Buffer => {
  const decipher = createDecipheriv('aes-128-cbc', key, sequenceIv(sequence))
  return Buffer.concat([decipher.update(cipherText), decipher.final()])
}
