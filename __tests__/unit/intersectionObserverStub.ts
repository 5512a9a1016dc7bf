// A stand-in IntersectionObserver (jsdom has none): each observer's options, target, and `report` to say it is (not) in view.
export function stubIntersectionObserver() {
  const observers: { options?: IntersectionObserverInit; target?: Element; report(isIntersecting: boolean): void }[] = []
  window.IntersectionObserver = class {
    private record: (typeof observers)[number]
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const observer = this as unknown as IntersectionObserver
      this.record = { options, report: (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], observer) }
      observers.push(this.record)
    }
    observe(target: Element) {
      this.record.target = target
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver
  return observers
}
