import { type CallSpec, call } from './callSpec.ts'
import { inviteCalls } from './inviteCalls.ts'

/**
 * Browse (designed, docs/contract.md): the home's blocks, content lists, a title's detail,
 * categories, tags, an event's landing page, the member's taste and the adult verification of /cert. All on the API
 * host, POST, signed with the client code of the session `s`.
 */
const browse = (path: string, fields: readonly string[], required: readonly string[] = ['s']): CallSpec =>
  call({ method: 'POST', host: 'api', path, fields, required, signing: 'client', origin: 'designed' })

export const browseCalls = {
  homeContents: browse('/v3/contents/home', ['s', 'filter']),
  contentList: browse('/v3/contents/list', ['s', 'section_no', 'category_no', 'tag_url', 'sort', 'count', 'page', 'filter']),
  contentDetail: browse('/v3/contents/detail', ['s', 'movie_url', 'filter'], ['s', 'movie_url']),
  categoryList: browse('/v3/contents/categoryList', ['s', 'section_no', 'filter']),
  tagList: browse('/v3/contents/tagList', ['s', 'filter']),
  landingContents: browse('/v3/contents/landing', ['s', 'subpath', 'filter'], ['s', 'subpath']),
  tasteGet: browse('/v3/user/tasteGet', ['s']),
  tasteSet: browse('/v3/user/tasteSet', ['s', 'tag_urls'], ['s', 'tag_urls']),
  adultCertRequest: browse('/v3/user/adultCertRequest', ['s', 'name', 'birth_date', 'phone'], ['s', 'name', 'birth_date', 'phone']),
  adultVerify: browse('/v3/user/adultVerify', ['s', 'name', 'birth_date', 'phone', 'cert_code'], ['s', 'name', 'birth_date', 'phone', 'cert_code']),
  ...inviteCalls,
} as const satisfies Record<string, CallSpec>
