/// <reference types="vite/client" />

/** The env the web app reads (all optional; see web/config.ts). */
interface ImportMetaEnv {
  /** JSON hosts object; `npm start` sets it to the stand-in's addresses. */
  readonly VITE_HOSTS?: string
  /** The build id, defined by vite.config.ts's build-info plugin ('dev' on the dev server). */
  readonly VITE_BUILD_ID?: string
  /** '1': expose window.__app for the e2e tests (web/shell/testHandle.ts). */
  readonly VITE_TEST_HOOKS?: string
  readonly VITE_FIREBASE_API_KEY?: string
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string
  readonly VITE_FIREBASE_PROJECT_ID?: string
  readonly VITE_FIREBASE_APP_ID?: string
  /** The Firebase Auth emulator's address; `npm start` sets it. Unset in a production build. */
  readonly VITE_FIREBASE_AUTH_EMULATOR?: string
  /** Kakao and Naver sign-in (web/adapters/kakaoNaverKit.ts); unset: the stand-in's. */
  readonly VITE_KAKAO_CLIENT_ID?: string
  readonly VITE_KAKAO_AUTHORIZE_URL?: string
  readonly VITE_KAKAO_TOKEN_URL?: string
  readonly VITE_NAVER_CLIENT_ID?: string
  readonly VITE_NAVER_AUTHORIZE_URL?: string
  /** The cookies' Domain, so the product's sub-domains share them (`.example.com`); unset: host-only (docs/decisions/1812). */
  readonly VITE_COOKIE_DOMAIN?: string
  /** '1' / '0': cookies Secure or not; unset: Secure exactly when the site is on https. */
  readonly VITE_COOKIE_SECURE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** subset-font ships no types: the one call the build and the edge make (web/build/firstFont.ts, cli/hosts/edge/pageFonts.ts). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    /** keepFeatures: the OpenType features kept (by default every one, with their glyphs). */
    options?: { readonly targetFormat?: 'sfnt' | 'woff' | 'woff2'; readonly keepFeatures?: readonly string[] },
  ): Promise<Buffer>
}
