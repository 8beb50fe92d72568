import { ResultCode, resultCodeOf } from '../../../core/contract/index.ts'
import type { LoadAt } from '../../data/pageData.ts'

/** /landing/{subpath}: the event; when it is not running (-3), the home's featured titles instead. */
export const landingLoad = (at: LoadAt) => {
  const event = at.read('landingContents', { subpath: at.params['subpath'] ?? '' })
  return {
    event,
    instead: event.then(
      () => null,
      (error: unknown) => (resultCodeOf(error) === ResultCode.dataNotFound ? at.read('homeContents') : null),
    ),
  }
}
