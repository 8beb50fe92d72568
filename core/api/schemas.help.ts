import type { SchemaKit } from './schemaKit.ts'

/**
 * Output schemas of the help calls (designed, docs/contract.md "Help calls"; docs/decisions/1600);
 * pipeline.ts merges the areas. `html` is the host's rendering of its Markdown (raw HTML escaped,
 * links checked); times are host times (KST).
 */
export const helpSchemas = (Schema: SchemaKit) => {
  /** A `##` or `###` heading of a document: its anchor id and its text. */
  const TocEntry = Schema.Struct({ level: Schema.Number, id: Schema.String, text: Schema.String })
  const Toc = Schema.Array(TocEntry)

  const FaqItem = Schema.Struct({ question: Schema.String, answer_html: Schema.String, id: Schema.String })
  const FaqCategory = Schema.Struct({ category: Schema.String, order: Schema.Number, items: Schema.Array(FaqItem) })
  const FaqListOutput = Schema.Struct({ categories: Schema.Array(FaqCategory) })

  /** 공지, 이벤트, 점검 or 정책. */
  const NoticeCategory = Schema.String
  const NoticeSummary = Schema.Struct({
    notice_no: Schema.Number,
    title: Schema.String,
    category: NoticeCategory,
    /** 'YYYY-MM-DD HH:mm', KST. */
    posted: Schema.String,
  })
  const NoticeListOutput = Schema.Struct({ list: Schema.Array(NoticeSummary), page: Schema.Number, count: Schema.Number, total: Schema.Number })
  const NoticeDetailOutput = Schema.Struct({
    notice_no: Schema.Number,
    title: Schema.String,
    category: NoticeCategory,
    posted: Schema.String,
    html: Schema.String,
    toc: Toc,
  })

  /** A version of a policy document and the day it took effect (YYYY-MM-DD). */
  const PolicyVersion = Schema.Struct({ version: Schema.String, effective: Schema.String })
  const PolicyDocumentOutput = Schema.Struct({
    name: Schema.String,
    title: Schema.String,
    version: Schema.String,
    effective: Schema.String,
    /** One Korean line on what the document covers. */
    summary: Schema.String,
    html: Schema.String,
    toc: Toc,
    /** Every version, newest (the one in force) first. */
    versions: Schema.Array(PolicyVersion),
  })

  const GuideDocumentOutput = Schema.Struct({ name: Schema.String, title: Schema.String, summary: Schema.String, html: Schema.String, toc: Toc })

  const outputs = {
    faqList: FaqListOutput,
    noticeList: NoticeListOutput,
    noticeDetail: NoticeDetailOutput,
    policyDocument: PolicyDocumentOutput,
    guideDocument: GuideDocumentOutput,
  } as const
  return {
    TocEntry,
    FaqItem,
    FaqCategory,
    FaqListOutput,
    NoticeSummary,
    NoticeListOutput,
    NoticeDetailOutput,
    PolicyVersion,
    PolicyDocumentOutput,
    GuideDocumentOutput,
    outputs,
  }
}

type Made = ReturnType<typeof helpSchemas>
export type HelpTocEntry = Made['TocEntry']['Type']
export type FaqItem = Made['FaqItem']['Type']
export type FaqCategory = Made['FaqCategory']['Type']
export type FaqListOutput = Made['FaqListOutput']['Type']
export type NoticeSummary = Made['NoticeSummary']['Type']
export type NoticeListOutput = Made['NoticeListOutput']['Type']
export type NoticeDetailOutput = Made['NoticeDetailOutput']['Type']
export type PolicyVersion = Made['PolicyVersion']['Type']
export type PolicyDocumentOutput = Made['PolicyDocumentOutput']['Type']
export type GuideDocumentOutput = Made['GuideDocumentOutput']['Type']
/** The help calls' output schemas, for the type of each call's output. */
export type HelpOutputs = Made['outputs']
