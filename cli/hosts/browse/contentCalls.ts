import { MENU_API_VERSION, ResultCode } from '../../../core/contract/index.ts'
import { menuOutput, noticeOutput } from './menuSeed.ts'
import { topNotices } from '../help/calls.ts'
import type { CallHandler } from '../server/callTypes.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'build' | 'help' | 'now'

/** The menu for a session; only api_v 4 is served, as the product's client sends. */
export const menu: CallHandler<Uses> = (request) => {
  if (request.params.api_v !== String(MENU_API_VERSION)) return { retval: ResultCode.parameterInvalid }
  return { retval: ResultCode.success, output: menuOutput(request.params.filter === '1') }
}

/**
 * The notices in their display period at the hosts' clock, as a real host filters them: the help
 * centre's notice files that have a top-bar period, else (none has one) the seeded notices.
 */
export const recentNoticeInfo: CallHandler<Uses> = (_request, world) => ({
  retval: ResultCode.success,
  output: topNotices(world.help, world.now()) ?? noticeOutput(world.now()),
})

/** The latest build, asked for with a time-stamp query that defeats caches. */
export const buildInfo: CallHandler<Uses> = (_request, world) => ({ retval: ResultCode.success, output: world.build.current() })
