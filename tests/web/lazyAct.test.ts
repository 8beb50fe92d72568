import { describe, expect, it } from 'vitest'
import type { ActAt, PageAct } from '../../web/data/actions.ts'
import { lazyAct } from '../../web/routes.ts'

/** A page's write loads with its first use; its code not coming is the form's Korean message, not an error page. */
describe('a lazily loaded write', () => {
  const at = { params: {}, form: new FormData() } as unknown as ActAt

  it("runs the module's act once it is in", async () => {
    const act: PageAct = async () => ({ ok: true, message: '저장했습니다.' })
    await expect(lazyAct(async () => ({ saveAct: act }), 'saveAct')(at)).resolves.toEqual({ ok: true, message: '저장했습니다.' })
  })

  it('answers a Korean message when its code cannot be loaded', async () => {
    const result = await lazyAct(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'saveAct')(at)
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(/네트워크 연결을 확인해 주세요/)
  })
})
