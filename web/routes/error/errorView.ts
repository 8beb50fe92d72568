import { isRouteErrorResponse } from 'react-router'

/** A chunk (page code) that could not be loaded, after the reload guard chose not to reload. */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError'
  constructor(
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(`page code for ${path} failed to load`, options)
  }
}

/** What the error page shows: every word in Korean, never the raw error. */
export interface ErrorView {
  readonly status: number
  /** The h1. */
  readonly title: string
  /** The status code's short name, in Korean. */
  readonly statusMessage: string
  readonly description: string
  /** Whether trying again could help (server errors, failed page code). */
  readonly retry: boolean
}

const statusMessages: Readonly<Record<number, string>> = {
  400: '잘못된 요청',
  401: '인증 필요',
  403: '접근 권한 없음',
  404: '페이지 없음',
  500: '서버 내부 오류',
  502: '게이트웨이 오류',
  503: '서비스 일시 중단',
  504: '응답 시간 초과',
}

/** The 404 variant, for unmatched paths and for errors with status 404. */
export const notFoundView = (path: string): ErrorView => ({
  status: 404,
  title: '페이지를 찾을 수 없습니다',
  statusMessage: statusMessages[404]!,
  description: `요청하신 주소(${path})의 페이지가 없거나 주소가 바뀌었습니다. 주소를 다시 확인해 주세요.`,
  retry: false,
})

/** The Internal Server Error variant, with the given status. */
export const serverErrorView = (status: number, description?: string): ErrorView => ({
  status,
  title: '서버 오류가 발생했습니다',
  statusMessage: statusMessages[status] ?? '알 수 없는 오류',
  description: description ?? '일시적인 문제로 화면을 보여 드리지 못했습니다. 잠시 후 다시 시도해 주세요.',
  retry: true,
})

/** Any thrown route error as the view to show: 404 for status 404, the server variant otherwise. */
export const errorViewOf = (error: unknown, path: string): ErrorView => {
  if (isRouteErrorResponse(error)) return error.status === 404 ? notFoundView(path) : serverErrorView(error.status)
  if (error instanceof PageLoadError) {
    return serverErrorView(500, '화면을 불러오지 못했습니다. 새 버전이 배포되었을 수 있으니 새로고침해 주세요.')
  }
  return serverErrorView(500)
}
