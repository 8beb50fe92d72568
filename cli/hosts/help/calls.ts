import type { Notice, NoticeOutput } from '../../../core/api/schemas.ts'
import { currentNotices } from '../../../core/contract/noticePeriod.ts'
import type { helpCalls } from '../../../core/contract/helpCalls.ts'
import { NoticeScope, ResultCode } from '../../../core/contract/index.ts'
import type { HelpContent } from './content.ts'
import { paging } from '../money/calls.ts'
import type { AreaHandlers, CallHandler } from '../server/callTypes.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'help'

/** The help calls (docs/contract.md "Help calls"): the content read at the start, as it is. */

const done = (output: unknown) => ({ retval: ResultCode.success, output })
const notFound = { retval: ResultCode.dataNotFound }

const faqList: CallHandler<Uses> = (_request, world) => done({ categories: world.help.faq })

const noticeList: CallHandler<Uses> = (request, world) => {
  const asked = paging(request)
  if (!asked) return { retval: ResultCode.parameterInvalid }
  const from = (asked.page - 1) * asked.count
  const list = world.help.notices.slice(from, from + asked.count).map(({ notice_no, title, category, posted }) => ({ notice_no, title, category, posted }))
  return done({ list, page: asked.page, count: asked.count, total: world.help.notices.length })
}

const noticeDetail: CallHandler<Uses> = (request, world) => {
  const notice = world.help.notices.find((n) => String(n.notice_no) === request.params.notice_no?.trim())
  if (!notice) return notFound
  const { notice_no, title, category, posted, html, toc } = notice
  return done({ notice_no, title, category, posted, html, toc })
}

/** `view_type` (the chromeless `app` view or the site's) is the page's business; the document is the same. */
const policyDocument: CallHandler<Uses> = (request, world) => {
  const versions = world.help.policies.get(request.params.name ?? '')
  const asked = request.params.version?.trim()
  const doc = asked ? versions?.find((v) => v.version === asked) : versions?.[0]
  if (!versions || !doc) return notFound
  const { name, title, version, effective, summary, html, toc } = doc
  return done({ name, title, version, effective, summary, html, toc, versions: versions.map((v) => ({ version: v.version, effective: v.effective })) })
}

const guideDocument: CallHandler<Uses> = (request, world) => {
  const guide = world.help.guides.get(request.params.name ?? '')
  return guide ? done(guide) : notFound
}

export const helpHandlers: AreaHandlers<typeof helpCalls> = { faqList, noticeList, noticeDetail, policyDocument, guideDocument }

/** A host time of the content ('YYYY-MM-DD HH:mm') as the notice wire writes it. */
const wireTime = (minute: string) => `${minute}:00`

/**
 * The top bar's notices at `now` from the notice files with a top_from/top_to period (docs/decisions/1600),
 * newest first; undefined when no file has a period, so the seeded notices answer until the content has some.
 */
export const topNotices = (help: HelpContent, now: number): NoticeOutput | undefined => {
  const periodic = help.notices.filter((n) => n.top_from !== undefined || n.top_to !== undefined)
  if (periodic.length === 0) return undefined
  const notices = periodic.map(
    (n): Notice => ({
      notice_no: n.notice_no,
      title: n.title,
      content: n.html,
      scope: NoticeScope.all,
      reg_date: wireTime(n.posted),
      ...(n.top_from ? { start_date: wireTime(n.top_from) } : {}),
      ...(n.top_to ? { end_date: wireTime(n.top_to) } : {}),
    }),
  )
  return { top_notice_list: currentNotices(notices, now) }
}
