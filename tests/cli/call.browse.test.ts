import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { runInProcess } from './cliRun.ts'

/** `call <browse call>` as QA runs it, against the stand-in, in a guest session. */
let standIn: RunningHosts
let hostsJson: string

beforeAll(async () => {
  standIn = await startHosts({ portBase: 0, sessionLimit: 1_000, print: () => {} })
  hostsJson = JSON.stringify(standIn.hosts)
})
afterAll(() => standIn.close())

const call = (...args: string[]) => runInProcess(['call', ...args, '--hosts', hostsJson, '--json'])
const params = (fields: Record<string, string | number>) => Object.entries(fields).flatMap(([k, v]) => ['--param', `${k}=${v}`])
const form = { name: '최하늘', birth_date: '19950301', phone: '01012345678' }

describe('call, every browse call by name', () => {
  it.each([
    ['homeContents', {}, 0, 0],
    ['contentList', { section_no: 5, sort: 3, count: 30, page: 1 }, 0, 0],
    ['contentList', { count: 31 }, 1, -11],
    ['contentDetail', { movie_url: 't0000' }, 0, 0],
    ['contentDetail', { movie_url: 't0002' }, 1, -121],
    ['contentDetail', { movie_url: 'nope' }, 1, -3],
    ['categoryList', { section_no: 4 }, 0, 0],
    ['tagList', {}, 0, 0],
    ['tasteGet', {}, 1, -109],
    ['tasteSet', { tag_urls: 'romance,sf,action' }, 1, -109],
    ['adultCertRequest', form, 1, -121],
    ['adultVerify', { ...form, cert_code: '123456' }, 1, -121],
  ] as const)('%s %j exits %i with retval %i', async (name, fields, exit, retval) => {
    const { code, out } = await call(name, ...params(fields))
    expect(code).toBe(exit)
    const json = JSON.parse(out.join('\n'))
    expect(json.retval ?? json.error?.code).toBe(retval)
  })

  it('contentList answers in milliseconds (figure, not a test of speed)', async () => {
    const times: number[] = []
    for (let i = 0; i < 15; i++) {
      const { out } = await call('contentList', ...params({ sort: (i % 4) + 1, count: 50, page: (i % 5) + 1 }))
      times.push(JSON.parse(out.join('\n')).durationMs)
    }
    times.sort((a, b) => a - b)
    console.info(`[figures] contentList median ${times[7]} ms over ${times.length} calls (count 50)`)
    expect(times).toHaveLength(15)
  })
})
