/** Decap's packages other than the core ship no types: the part of each that ./decap.ts uses. */
declare module "decap-cms-backend-github" {
  import type { CmsBackendClass } from "decap-cms-core"
  export const GitHubBackend: CmsBackendClass
}
declare module "decap-cms-backend-proxy" {
  import type { CmsBackendClass } from "decap-cms-core"
  export const ProxyBackend: CmsBackendClass
}
declare module "decap-cms-locales" {
  export const en: Record<string, unknown>
  export const pt: Record<string, unknown>
}
declare module "decap-cms-widget-*" {
  import type { CmsWidgetParam } from "decap-cms-core"
  import type { ComponentType } from "react"
  const widget: { Widget<P>(options?: { controlComponent: ComponentType<P> }): CmsWidgetParam; controlComponent: ComponentType<never> }
  export default widget
}
declare module "create-react-class"
declare module "decap-cms-lib-util" {
  export const localForage: { getItem<T>(key: string): Promise<T | null>; setItem<T>(key: string, value: T): Promise<T> }
  export class APIError extends Error {
    constructor(message: string, status: number | null, api: string)
  }
}
/** The address of ./localPhotosWorker.ts's bundle (src/build/editor/admin.ts). */
declare const LOCAL_PHOTOS_WORKER: string
