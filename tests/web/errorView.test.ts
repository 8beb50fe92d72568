import fc from 'fast-check'
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { describe, expect, test } from 'vitest'
import { PageLoadError, errorViewOf, notFoundView } from '../../web/routes/error/errorView.ts'

/**
 * The error page's choice of variant (docs/product.md §2): Page Not Found for status 404, Internal
 * Server Error otherwise, with status code, status message and description, all in Korean.
 * Pure, so checked here for every status; the browser tests show both variants on screen.
 */

/** A route error response, as react-router makes one from a thrown response or `data(..., { status })`. */
const routeError = (status: number): unknown => new ErrorResponseImpl(status, '', null)

const hangul = /[가-힣]/

describe('errorViewOf', () => {
  test('status 404 is the Page Not Found variant, naming the path', () => {
    const view = errorViewOf(routeError(404), '/없는/주소')
    expect(view).toEqual(notFoundView('/없는/주소'))
    expect(view.status).toBe(404)
    expect(view.description).toContain('/없는/주소')
  })

  test('every other status is the Internal Server Error variant with that status, in Korean', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 404),
        fc.webPath(),
        (status, path) => {
          const view = errorViewOf(routeError(status), path)
          expect(view.status).toBe(status)
          expect(view.title).toBe('서버 오류가 발생했습니다')
          expect(view.statusMessage).toMatch(hangul)
          expect(view.description).toMatch(hangul)
          expect(view.retry).toBe(true)
        },
      ),
    )
  })

  test('anything thrown that is not a response is a 500, never the raw error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(new Error('boom')), fc.constant(new PageLoadError('/x'))), (thrown) => {
        const view = errorViewOf(thrown, '/x')
        expect(view.status).toBe(500)
        expect(view.description).toMatch(hangul)
        expect(JSON.stringify(view)).not.toContain('boom')
      }),
    )
  })
})
