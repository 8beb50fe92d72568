import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** Help-centre content for a test: files (path under the content directory -> text) in a fresh temporary directory. */
export const helpDir = (files: Readonly<Record<string, string>>): { readonly dir: string; readonly remove: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), 'help-content-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A file of the format: front matter fields, then the Markdown body. */
export const helpFile = (fields: Readonly<Record<string, string | number>>, body: string): string =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${typeof v === 'number' ? v : JSON.stringify(v)}`)
    .join('\n')}\n---\n\n${body}`

/** A small, valid content set: two versions of the terms, one FAQ category of two questions, notices, a guide. */
export const sampleContent: Readonly<Record<string, string>> = {
  'policies/terms/1.0.md': helpFile(
    { title: '이용약관', version: '1.0', effective: '2025-01-01', summary: '스트림 이용 조건' },
    '## 제1조 (목적)\n\n처음 약관입니다.\n',
  ),
  'policies/terms/2.0.md': helpFile(
    { title: '이용약관', version: '2.0', effective: '2026-01-01', summary: '스트림 이용 조건' },
    '## 주요 변경 사항\n\n빵탄 조항이 생겼습니다.\n\n## 제1조 (목적)\n\n### 정의\n\n[개인정보처리방침](/settings/help/privacy)을 따릅니다. <script>alert(1)</script>\n',
  ),
  'faq/02-money.md': helpFile(
    { category: '결제·빵탄', order: 2 },
    '## 빵탄은 무엇인가요?\n\n1 빵탄은 100원입니다.\n\n## 환불은 어떻게 하나요?\n\n- 7일 안에\n- 쓰지 않은 충전만\n',
  ),
  'faq/01-account.md': helpFile({ category: '계정', order: 1 }, '## 비밀번호를 잊었어요\n\n[비밀번호 찾기](/user/findPassword)에서 바꿉니다.\n'),
  'notices/2026-02-01-maintenance.md': helpFile(
    { notice_no: 12, title: '서비스 점검 안내', posted: '2026-02-01 10:00', top_from: '2026-02-01 10:00', top_to: '2026-02-03 04:00', category: '점검' },
    '## 점검 시간\n\n새벽 2시부터 4시까지입니다.\n',
  ),
  'notices/2026-01-10-event.md': helpFile(
    { notice_no: 11, title: '빵탄 충전 이벤트', posted: '2026-01-10 09:00', category: '이벤트' },
    '충전하면 10%를 더 드립니다.\n',
  ),
  'notices/2026-02-05-policy.md': helpFile(
    { notice_no: 13, title: '이용약관 개정 안내', posted: '2026-02-05 12:00', top_from: '2026-02-05 12:00', category: '정책' },
    '약관이 바뀝니다.\n',
  ),
  'guides/first-time.md': helpFile({ title: '처음 오셨나요?', summary: '스트림을 시작하는 방법' }, '## 가입하기\n\n이메일로 가입합니다.\n'),
}

/**
 * A help directory that is not there: no help content, so recentNoticeInfo answers the seeded
 * notices dated around the hosts' clock. The shared stand-ins of the tests use it unless a test
 * asks for content, so no test depends on what the repository's notices say or when they run.
 */
export const noHelpContent = join(tmpdir(), 'streaming-help-content-none', 'not-there')
