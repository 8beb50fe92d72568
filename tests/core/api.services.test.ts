import { Effect, Layer } from 'effect'
import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  type AreaShape,
  BrowseApi,
  type CallInput,
  type CallOptions,
  type ContentListOutput,
  ContractClient,
  type ContractClientShape,
  type LoginAnswer,
  type MenuOutput,
  SearchApi,
  type ServiceLoginOutput,
  SessionApi,
  type TransportError,
  WatchApi,
  AccountApi,
  MoneyApi,
  HelpApi,
  areaMethods,
  areaServices,
} from '../../core/api/index.ts'
import { makeHostCalls } from '../../core/bridge/index.ts'
import { type CallArea, type CallName, callAreas, callNames, isLoginCall } from '../../core/contract/index.ts'
import { TestApp } from '../support/testApp.ts'

/**
 * The area services are derived from the contract's tables: a method per call, named as the
 * call, answering the call's decoded output (a login's with its retval), and nothing else.
 */

type ShapeOf<S> = Effect.Success<S>
const areas = Object.keys(callAreas) as CallArea[]

/** A pipeline that answers every call at once, writing down what it was asked to send. */
const recordingPipeline = (retval = 0) => {
  const sent: Array<{ name: CallName; input: CallInput | undefined; options: CallOptions | undefined }> = []
  const send: ContractClientShape['send'] = (name, input, options) => {
    sent.push({ name, input, options })
    return Effect.succeed({ status: 200, retval, output: { answered: name } as never })
  }
  return { sent, send, layer: ContractClient.layerTest({ send }) }
}

type Method = (args?: object, options?: CallOptions) => Effect.Effect<unknown, unknown>
/** An area's service seen without its own types, to walk every area alike. */
type AnyArea = Effect.Effect<Record<string, Method>, never, unknown> & {
  readonly layer: Layer.Layer<unknown, never, ContractClient>
  testLayer(answers: object): Layer.Layer<unknown>
}
const anyArea = (area: CallArea) => areaServices[area] as unknown as AnyArea
const provided = (area: CallArea, layer: Layer.Layer<unknown>) =>
  Effect.runPromise(Effect.provide(anyArea(area), layer) as Effect.Effect<Record<string, Method>>)

/** The area's live service over a given pipeline. */
const serviceOf = (area: CallArea, pipeline: Layer.Layer<ContractClient>) => provided(area, Layer.provide(anyArea(area).layer, pipeline))

describe('area services derived from the contract', () => {
  it('have exactly the calls of their area as methods (types)', () => {
    expectTypeOf<keyof ShapeOf<typeof SessionApi>>().toEqualTypeOf<keyof typeof callAreas.session>()
    expectTypeOf<keyof ShapeOf<typeof BrowseApi>>().toEqualTypeOf<keyof typeof callAreas.browse>()
    expectTypeOf<keyof ShapeOf<typeof SearchApi>>().toEqualTypeOf<keyof typeof callAreas.search>()
    expectTypeOf<keyof ShapeOf<typeof WatchApi>>().toEqualTypeOf<keyof typeof callAreas.watch>()
    expectTypeOf<keyof ShapeOf<typeof AccountApi>>().toEqualTypeOf<keyof typeof callAreas.account>()
    expectTypeOf<keyof ShapeOf<typeof MoneyApi>>().toEqualTypeOf<keyof typeof callAreas.money>()
    expectTypeOf<keyof ShapeOf<typeof HelpApi>>().toEqualTypeOf<keyof typeof callAreas.help>()
    // Each answers its call's decoded output, a login its output with the retval.
    expectTypeOf<Effect.Success<ReturnType<ShapeOf<typeof BrowseApi>['contentList']>>>().toEqualTypeOf<ContentListOutput>()
    expectTypeOf<Effect.Success<ReturnType<ShapeOf<typeof SessionApi>['menu']>>>().toEqualTypeOf<MenuOutput>()
    expectTypeOf<Effect.Success<ReturnType<ShapeOf<typeof SessionApi>['serviceLogin']>>>().toEqualTypeOf<LoginAnswer<ServiceLoginOutput>>()
    // A table's entries decide the methods: a shape over a smaller table has fewer.
    expectTypeOf<keyof AreaShape<Pick<typeof callAreas.browse, 'tagList'>>>().toEqualTypeOf<'tagList'>()
  })

  it('have exactly the calls of their area as methods, and the areas together hold every call once', async () => {
    const pipeline = recordingPipeline()
    const methods: string[] = []
    for (const area of areas) {
      const service = await serviceOf(area, pipeline.layer)
      expect(Object.keys(service).sort()).toEqual(Object.keys(callAreas[area]).sort())
      methods.push(...Object.keys(service))
    }
    expect(methods.sort()).toEqual([...callNames].sort())
  })

  it('follow whatever the table holds: any part of a table is exactly the methods built from it', () => {
    const { send } = recordingPipeline()
    fc.assert(
      fc.property(fc.subarray([...callNames]), (names) => {
        const table = Object.fromEntries(names.map((name) => [name, callAreas.session[name as never] ?? { ...callAreas.browse.tagList }]))
        expect(Object.keys(areaMethods(table, send)).sort()).toEqual([...names].sort())
      }),
    )
  })

  it('send each call under its own name, the params as fields and c_code as the client code; a login answers its retval', async () => {
    const areaOf = (name: CallName) => areas.find((area) => Object.hasOwn(callAreas[area], name))!
    const params = fc.dictionary(
      fc.string({ minLength: 1 }).filter((key) => key !== 'c_code' && key !== '__proto__'),
      fc.oneof(fc.string(), fc.integer()),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callNames), params, fc.option(fc.string(), { nil: undefined }), async (name, fields, c_code) => {
        const pipeline = recordingPipeline(isLoginCall(name) ? -113 : 0)
        const service = await serviceOf(areaOf(name), pipeline.layer)
        const options = { keepalive: true }
        const answer = await Effect.runPromise(service[name]!({ ...fields, c_code }, options))
        expect(pipeline.sent).toEqual([{ name, input: { params: fields, clientCode: c_code }, options }])
        expect(answer).toEqual(isLoginCall(name) ? { retval: -113, output: { answered: name } } : { answered: name })
      }),
      { numRuns: 60 },
    )
  })
})

describe('test layers derived from the contract', () => {
  it('answer the calls given; any other call of the area fails with a typed error naming it', async () => {
    const tags = { tag_list: [] }
    const layer = BrowseApi.testLayer({ tagList: () => Effect.succeed(tags) })
    expect(
      await Effect.runPromise(
        Effect.provide(
          BrowseApi.use((api) => api.tagList()),
          layer,
        ),
      ),
    ).toBe(tags)
    const other = await Effect.runPromise(Effect.provide(Effect.flip(BrowseApi.use((api) => api.homeContents({ s: 's' }))), layer))
    expect(other).toMatchObject({ _tag: 'TransportError', call: 'homeContents' })
    expect((other as TransportError).detail).toBe('BrowseApi.homeContents is not answered in this test layer')
  })

  it('cover every call of their area: each unanswered one fails as itself', async () => {
    for (const area of areas) {
      const methods = await provided(area, anyArea(area).testLayer({}))
      expect(Object.keys(methods).sort()).toEqual(Object.keys(callAreas[area]).sort())
      for (const [name, method] of Object.entries(methods)) {
        expect(await Effect.runPromise(Effect.flip(method()))).toMatchObject({ _tag: 'TransportError', call: name })
      }
    }
  })
})

describe("a page's call by name goes through its area's service", () => {
  it("app.request('contentList') is answered by BrowseApi, signed with the session's key", async () => {
    const asked: unknown[] = []
    const page = { list: [], total: 0, page: 2, count: 30 }
    const layer = Layer.mergeAll(
      SessionApi.testLayer({
        guestLogin: () => Effect.succeed({ s: 'guest-s', c_code: 'cc-guest', device_id: 'd' }),
        menu: () => Effect.succeed({ section_list: [], home_section: { section_no: 3, section_name: '전체', menu_list: [] } }),
        recentNoticeInfo: () => Effect.succeed({ top_notice_list: [] }),
      }),
      BrowseApi.testLayer({
        contentList: (args) => {
          asked.push(args)
          return Effect.succeed(page)
        },
      }),
      SearchApi.testLayer({}),
      WatchApi.testLayer({}),
      AccountApi.testLayer({}),
      MoneyApi.testLayer({}),
      HelpApi.testLayer({}),
    )
    const t = await TestApp.start({ hostCalls: makeHostCalls(layer) })
      .navigate('/')
      .untilInitialised()
    try {
      await expect(t.app.request('contentList', { section_no: 5, page: 2 })).resolves.toEqual(page)
      expect(asked).toEqual([{ filter: 0, section_no: 5, page: 2, s: 'guest-s', c_code: 'cc-guest' }])
      // A call the layer does not answer reaches the page as that area's typed failure.
      await expect(t.app.request('search', { keyword: '사랑' })).rejects.toMatchObject({ _tag: 'TransportError', call: 'search' })
    } finally {
      t.stop()
    }
  })
})
