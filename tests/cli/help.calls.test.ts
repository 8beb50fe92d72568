import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HelpApi, type NoticeOutput } from '../../core/api/index.ts'
import { ResultCode, parseHostTime } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { testApi } from '../core/api.harness.ts'
import { helpDir, helpFile, sampleContent } from '../support/helpFixtures.ts'
import { send } from './hostsHelpers.ts'

/** The help calls over real HTTP (docs/contract.md "Help calls"), from a content directory of the test's own. */

let running: RunningHosts
let clock = parseHostTime('2026-02-02 00:00')
const content = helpDir(sampleContent)
beforeAll(async () => {
  running = await startHosts({ portBase: 0, helpDir: content.dir, now: () => clock })
}, 60_000)
afterAll(async () => {
  await running.close()
  content.remove()
})

const output = async (name: Parameters<typeof send>[1], fields: Record<string, string | number> = {}) => {
  const answer = await send(running.hosts, name, fields)
  expect(answer.body.retval, name).toBe(ResultCode.success)
  return answer.body.output
}
const retval = async (name: Parameters<typeof send>[1], fields: Record<string, string | number> = {}) => (await send(running.hosts, name, fields)).body.retval

describe('faqList', () => {
  it('answers the categories in order, each question with its answer as HTML and an id', async () => {
    const { categories } = await output('faqList')
    expect(categories.map((c: { category: string; order: number }) => [c.category, c.order])).toEqual([
      ['계정', 1],
      ['결제·빵탄', 2],
    ])
    expect(categories[0].items).toEqual([
      { question: '비밀번호를 잊었어요', answer_html: '<p><a href="/user/findPassword">비밀번호 찾기</a>에서 바꿉니다.</p>\n', id: '비밀번호를-잊었어요' },
    ])
  })
})

describe('noticeList and noticeDetail', () => {
  it('lists the notices newest first, a page at a time, with the total', async () => {
    expect(await output('noticeList')).toEqual({
      list: [
        { notice_no: 13, title: '이용약관 개정 안내', category: '정책', posted: '2026-02-05 12:00' },
        { notice_no: 12, title: '서비스 점검 안내', category: '점검', posted: '2026-02-01 10:00' },
        { notice_no: 11, title: '빵탄 충전 이벤트', category: '이벤트', posted: '2026-01-10 09:00' },
      ],
      page: 1,
      count: 20,
      total: 3,
    })
    const second = await output('noticeList', { page: 2, count: 2 })
    expect(second.list.map((n: { notice_no: number }) => n.notice_no)).toEqual([11])
    expect(second).toMatchObject({ page: 2, count: 2, total: 3 })
    expect(await retval('noticeList', { count: 0 })).toBe(ResultCode.parameterInvalid)
  })

  it('answers one notice as HTML with its contents; -3 for an unknown number, -10 without one', async () => {
    expect(await output('noticeDetail', { notice_no: 12 })).toEqual({
      notice_no: 12,
      title: '서비스 점검 안내',
      category: '점검',
      posted: '2026-02-01 10:00',
      html: '<h2 id="점검-시간">점검 시간</h2>\n<p>새벽 2시부터 4시까지입니다.</p>\n',
      toc: [{ level: 2, id: '점검-시간', text: '점검 시간' }],
    })
    expect(await retval('noticeDetail', { notice_no: 99 })).toBe(ResultCode.dataNotFound)
    expect(await retval('noticeDetail')).toBe(ResultCode.requiredParameterMissing)
  })
})

describe('policyDocument', () => {
  it('answers the version in force when none is asked, an earlier one by its number, and every version', async () => {
    const now = await output('policyDocument', { name: 'terms', view_type: 'app' })
    expect(now).toMatchObject({ name: 'terms', title: '이용약관', version: '2.0', effective: '2026-01-01', summary: '스트림 이용 조건' })
    expect(now.versions).toEqual([
      { version: '2.0', effective: '2026-01-01' },
      { version: '1.0', effective: '2025-01-01' },
    ])
    expect(now.toc.map((t: { id: string }) => t.id)).toEqual(['주요-변경-사항', '제1조-목적', '정의'])
    // The file's raw script is text in the answer, never a tag.
    expect(now.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    const earlier = await output('policyDocument', { name: 'terms', version: '1.0' })
    expect(earlier).toMatchObject({ version: '1.0', effective: '2025-01-01', html: '<h2 id="제1조-목적">제1조 (목적)</h2>\n<p>처음 약관입니다.</p>\n' })
    expect(earlier.versions).toEqual(now.versions)
  })

  it('answers -3 for an unknown document or version', async () => {
    expect(await retval('policyDocument', { name: 'nothing' })).toBe(ResultCode.dataNotFound)
    expect(await retval('policyDocument', { name: 'terms', version: '9.0' })).toBe(ResultCode.dataNotFound)
  })

  it("decodes through the core's HelpApi (the lazy help schemas)", async () => {
    const api = testApi(running.hosts)
    const doc = await api.run(HelpApi.use((help) => help.policyDocument({ name: 'terms' })))
    expect(doc.version).toBe('2.0')
    const guide = await api.run(HelpApi.use((help) => help.guideDocument({ name: 'first-time' })))
    expect(guide).toMatchObject({ name: 'first-time', title: '처음 오셨나요?', summary: '스트림을 시작하는 방법' })
    const faq = await api.run(HelpApi.use((help) => Effect.map(help.faqList(), (f) => f.categories.length)))
    expect(faq).toBe(2)
  })
})

describe('guideDocument', () => {
  it('answers a guide; -3 for an unknown one', async () => {
    expect(await output('guideDocument', { name: 'first-time' })).toMatchObject({
      title: '처음 오셨나요?',
      toc: [{ level: 2, id: '가입하기', text: '가입하기' }],
    })
    expect(await retval('guideDocument', { name: 'transition' })).toBe(ResultCode.dataNotFound)
  })
})

describe('recentNoticeInfo from the notice files', () => {
  const topAt = async (at: string) => {
    clock = parseHostTime(at)
    return ((await output('recentNoticeInfo')) as NoticeOutput).top_notice_list
  }

  it('answers the files whose top-bar period holds the clock, as HTML, and nothing outside every period', async () => {
    expect(await topAt('2026-02-02 00:00')).toEqual([
      {
        notice_no: 12,
        title: '서비스 점검 안내',
        content: '<h2 id="점검-시간">점검 시간</h2>\n<p>새벽 2시부터 4시까지입니다.</p>\n',
        scope: 1,
        reg_date: '2026-02-01 10:00:00',
        start_date: '2026-02-01 10:00:00',
        end_date: '2026-02-03 04:00:00',
      },
    ])
    expect(await topAt('2026-02-04 00:00')).toEqual([])
    expect((await topAt('2027-01-01 00:00')).map((n) => n.notice_no)).toEqual([13])
  })

  it('answers the seeded notices while no file has a period', async () => {
    const plain = helpDir({ 'notices/a.md': helpFile({ notice_no: 1, title: '공지', posted: '2026-01-01 10:00', category: '공지' }, '본문\n') })
    const hosts = await startHosts({ portBase: 0, helpDir: plain.dir })
    try {
      const list = ((await send(hosts.hosts, 'recentNoticeInfo')).body.output as NoticeOutput).top_notice_list
      expect(list.some((n) => n.title.startsWith('서비스 점검 안내'))).toBe(true)
      expect(list.some((n) => n.notice_no === 1)).toBe(false)
    } finally {
      await hosts.close()
      plain.remove()
    }
  }, 60_000)
})

describe('a malformed help file', () => {
  it('stops the start with a message naming the file', async () => {
    const bad = helpDir({ 'faq/01-a.md': helpFile({ category: '계정', order: 1 }, '질문 없는 글\n') })
    try {
      await expect(startHosts({ portBase: 0, helpDir: bad.dir })).rejects.toThrow(/faq\/01-a\.md: no questions/)
    } finally {
      bad.remove()
    }
  })
})
